/**
 * Handing a prerendered page over to the app (issue 12): what the user did on the HTML before the
 * JavaScript arrived is kept. first-paint.js holds back native submission until then.
 */
declare global {
  interface Window {
    /** Set once the app runs: from then on its own handlers submit forms. */
    focalAppReady?: boolean;
    /** A submission first-paint.js stopped before the app ran, to be made for real by the app. */
    focalPendingSubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  }
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Typed = { field: Field; value: string; checked: boolean };

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the field differs from what the HTML gave it. */
function changedFromHtml(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

/** The fields the user changed on the prerendered page, read before the app hydrates it. */
export function readTypedFields(root: HTMLElement): Typed[] {
  return [...root.querySelectorAll<Field>('input, select, textarea')]
    .filter(changedFromHtml)
    .map((field) => ({ field, value: field.value, checked: isToggle(field) && field.checked }));
}

/**
 * Puts back what the form library reset to its defaults when it took the fields over (react-hook-form
 * writes its default values into them), through the value setter React watches plus the event its
 * onChange listens to, so the form's state has it too. A field the user changed again since is left.
 */
function restore({ field, value, checked }: Typed) {
  if (!field.isConnected) return;
  if (isToggle(field)) {
    if (field.checked !== checked) field.click();
    return;
  }
  if (field.value === value || changedFromHtml(field)) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The app is on the screen: restore the typed fields, then make the submission held back meanwhile. */
export function finishTakeOver(typed: Typed[]) {
  if (window.focalAppReady) return;
  typed.forEach(restore);
  window.focalAppReady = true;
  const pending = window.focalPendingSubmit;
  delete window.focalPendingSubmit;
  if (!pending?.form.isConnected) return;
  const submitter = pending.submitter?.isConnected ? pending.submitter : null;
  pending.form.requestSubmit(submitter);
}
