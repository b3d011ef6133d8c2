/** Narrower than this, seven day columns cannot hold a time ("10:0"): the week becomes three days, and the calendar opens on the agenda. */
export const NARROW_QUERY = '(max-width: 640px)';
