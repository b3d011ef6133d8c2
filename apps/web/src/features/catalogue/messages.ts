import { sharedMessages } from '../../shared/messages';

type Kind = 'product' | 'package';

/** What differs between the two lists: their names. */
const kinds = {
  product: { one: 'product', many: 'products', title: 'Products' },
  package: { one: 'package', many: 'packages', title: 'Packages' },
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Texts of Settings → Products and Packages (issue 32). */
export const catalogueMessages = {
  kinds,
  products: {
    title: 'Products',
    description:
      'What you sell by the unit, with its price and default taxes. Quotes and invoices start from them.',
    add: 'Add product',
    emptyTitle: 'No products yet',
    empty: 'Add the prints, albums, hours and extras you sell, so quotes and invoices can start from them.',
    emptyArchived: 'No archived products.',
    search: 'Search products',
  },
  packages: {
    title: 'Packages',
    description: 'Bundles of your products sold at their own price.',
    add: 'Add package',
    emptyTitle: 'No packages yet',
    empty: 'Bundle products you sell together, such as a wedding day with an album, at a price of its own.',
    emptyArchived: 'No archived packages.',
    search: 'Search packages',
  },
  searchPlaceholder: 'Part of the name',
  show: 'Show',
  archivedFilter: { exclude: 'Current', only: 'Archived', include: 'All' },
  loading: (kind: Kind) => `Loading ${kinds[kind].many}…`,
  failed: (kind: Kind) => `The ${kinds[kind].many} could not be loaded`,
  retry: 'Try again',
  loadMore: 'Load more',
  noMatchTitle: (kind: Kind) => `No ${kinds[kind].many} match`,
  noMatch: 'Try another part of the name, or clear the search.',
  clearSearch: 'Clear search',
  archived: 'Archived',
  columns: {
    name: 'Name',
    price: 'Price',
    taxes: 'Taxes',
    items: 'Products',
    inPackages: 'In packages',
    actions: 'Actions',
  },
  noTaxes: 'No tax',
  itemCount: (n: number) => plural(n, 'product', 'products'),
  packageCount: (n: number) => plural(n, 'package', 'packages'),
  rowActions: (name: string) => `Actions for ${name}`,
  edit: 'Edit',
  archive: 'Archive',
  restore: 'Restore',
  delete: 'Delete',
  archivedToast: (name: string) => `${name} archived.`,
  restoredToast: (name: string) => `${name} restored.`,
  deletedToast: (name: string) => `${name} deleted.`,
  deleteTitle: (kind: Kind) => `Delete ${kinds[kind].one}?`,
  deleteText: (kind: Kind, name: string) =>
    `"${name}" will be deleted for good. To take it off the list but keep it, archive it instead.`,
  archiveInstead: 'Archive instead',
  form: {
    newProduct: 'New product',
    editProduct: 'Edit product',
    newPackage: 'New package',
    editPackage: 'Edit package',
    name: 'Name',
    description: 'Description',
    unitPrice: (currency: string) => `Unit price (${currency})`,
    price: (currency: string) => `Price (${currency})`,
    priceHint: (example: string) => `For example ${example}.`,
    taxes: 'Taxes',
    taxesHint: 'Applied in the order chosen. The company profile lists its rates.',
    noTaxRates: 'This company has no tax rates yet. Add them in the company profile.',
    taxesPlaceholder: 'Choose taxes',
    loadingCompany: 'Loading the company’s currency and taxes…',
    companyFailed: 'The company’s currency and taxes could not be loaded',
    nameRequired: 'Enter a name.',
    priceInvalid: (example: string, digits: number) =>
      digits === 0
        ? `Enter a whole amount of 0 or more, such as ${example}.`
        : `Enter an amount of 0 or more with at most ${digits} decimals, such as ${example}.`,
    save: 'Save',
    create: 'Add',
    cancel: sharedMessages.cancel,
    created: (name: string) => `${name} added.`,
    saved: (name: string) => `${name} saved.`,
  },
  items: {
    legend: 'Products in this package',
    product: 'Product to add',
    productPlaceholder: 'Search your products',
    searching: 'Searching…',
    nothingFound: 'No current product matches',
    quantity: 'Quantity',
    quantityOf: (name: string) => `Quantity of ${name}`,
    quantityInvalid: 'Enter a quantity above zero, with at most 3 decimals.',
    add: 'Add to package',
    none: 'No products in this package yet.',
    full: (max: number) => `A package holds at most ${max} products.`,
    already: 'This product is in the package already: change its quantity instead.',
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    remove: (name: string) => `Remove ${name}`,
    archivedProduct: 'Archived',
    lineTotal: (quantity: string, price: string) => `${quantity} × ${price}`,
    sum: 'Products one by one',
    packagePrice: 'Package price',
    saves: (amount: string) => `The package saves ${amount}.`,
    costsMore: (amount: string) => `The package costs ${amount} more than its products one by one.`,
  },
} as const;
