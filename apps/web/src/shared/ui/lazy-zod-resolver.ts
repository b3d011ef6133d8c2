import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A zod resolver whose schema (and so zod itself) loads on first use. For forms on pages that must
 * render light, like /login: call `preload` when the user starts on the form, so the schema is there
 * by the time they submit. The resolver adapter loads with the schema, not with the page.
 */
export function lazyZodResolver<In extends FieldValues, Out extends FieldValues>(
  load: () => Promise<z.ZodType<Out, In>>,
) {
  let ready: Promise<Resolver<In, unknown, Out>> | null = null;
  const get = () => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<In, unknown, Out>,
    );
    ready.catch(() => {
      ready = null;
    });
    return ready;
  };
  const resolver: Resolver<In, unknown, Out> = async (values, context, options) =>
    (await get())(values, context, options);
  return { resolver, preload: () => void get() };
}
