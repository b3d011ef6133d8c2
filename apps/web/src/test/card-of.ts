/**
 * What a `DataTable` row shows as a card on a phone (DataTableColumn.card): the text of each slot's
 * cells, leaving out what a card leaves out (an empty cell, a "not set" marked data-card-omit).
 * jsdom lays nothing out, so a test reads the slots the CSS places.
 */
export function cardOf(row: HTMLElement) {
  const cells = [...row.querySelectorAll<HTMLElement>('td[data-card]')].filter(
    (cell) => cell.textContent !== '' && !cell.querySelector(':scope > [data-card-omit]:only-child'),
  );
  const slot = (name: string) =>
    cells.filter((cell) => cell.dataset['card'] === name).map((cell) => cell.textContent);
  return { title: slot('title'), aside: slot('aside'), lines: slot('line'), meta: slot('meta') };
}
