/**
 * The template editor form's id: the template header's Save (spec 01 §2.3) submits it, named in the
 * route's `templateForm` (kept apart from the editor so the routes do not load its code).
 */
export const TEMPLATE_FORM = 'quote-template-form';
