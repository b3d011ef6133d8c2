/**
 * The grid's one height, in CSS pixels, for every view (the week and day views scroll inside it). The
 * skeleton drawn while the grid's code loads takes it too, so nothing below moves when the grid comes.
 */
export const GRID_HEIGHT = 760;
