import { AppError } from '../../http/app-error.ts';
import { CatalogueText as T } from './messages.ts';

/** The catalogue's refusals, each the spec's error body with the field a form marks. */
export const productNotFound = () => new AppError('NotFound', T.productNotFoundTitle, T.productNotFound);
export const packageNotFound = () => new AppError('NotFound', T.packageNotFoundTitle, T.packageNotFound);
export const stale = () => new AppError('StaleVersion', T.staleTitle, T.stale);

const withField = (field: string, message: string) => ({ data: { fields: { [field]: message } } });
export const taxRateNotFound = () =>
  new AppError(
    'NotFound',
    T.taxRateNotFoundTitle,
    T.taxRateNotFound,
    withField('taxRateIds', T.taxRateNotFound),
  );
export const itemNotFound = () =>
  new AppError('NotFound', T.productNotFoundTitle, T.itemNotFound, withField('items', T.itemNotFound));
export const archivedItem = (name: string) =>
  new AppError(
    'Conflict',
    T.archivedItemTitle,
    T.archivedItem(name),
    withField('items', T.archivedItem(name)),
  );
export const nameTaken = (message: string) =>
  new AppError('AlreadyExists', T.nameTakenTitle, message, withField('name', message));
