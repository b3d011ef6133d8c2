import type { EventContentArg } from '@fullcalendar/core';
import type { CalendarEntry } from '@focal/contracts/calendar';
import { __iconNode as ALERT_TRIANGLE } from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { __iconNode as LOCK } from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { formatCalendarDay } from '../../../shared/format/format-date';
import type { DayOverflow } from '../lib/month-days';
import { calendarMessages as texts } from '../messages';
import classes from './calendar.module.css';

const SVG = 'http://www.w3.org/2000/svg';

/** A Tabler icon as plain SVG, 14 px, in the text's colour. */
function icon(nodes: typeof LOCK, label?: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  const attributes = {
    width: '14',
    height: '14',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    focusable: 'false',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  if (label) {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
  } else svg.setAttribute('aria-hidden', 'true');
  for (const [tag, { key: _key, ...rest }] of nodes) {
    const part = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(rest)) part.setAttribute(name, value);
    svg.append(part);
  }
  return svg;
}

function element(tag: string, text: string, className?: string) {
  const el = document.createElement(tag);
  el.textContent = text;
  if (className) el.className = className;
  return el;
}

/** A day's "+3 more" (lib/month-days.ts), named in full for a screen reader: it opens the day. */
function moreNodes(overflow: DayOverflow) {
  const root = element('span', '', classes.content);
  const shown = element('span', texts.more(overflow.hidden));
  shown.setAttribute('aria-hidden', 'true');
  root.append(shown, element('span', texts.moreLabel(overflow.hidden, formatCalendarDay(overflow.day)), classes.hidden));
  return root;
}

/**
 * An entry's look inside FullCalendar's box, as DOM nodes. Content given as React elements goes
 * through FullCalendar's React portals: a second render of every entry after the grid's, and then a
 * second measure of the whole grid (a busy month: over half a second of a desktop's main thread).
 */
export function entryContent({ event, timeText }: EventContentArg): { domNodes: Node[] } {
  const overflow = event.extendedProps.more as DayOverflow | undefined;
  if (overflow) return { domNodes: [moreNodes(overflow)] };
  const entry = event.extendedProps.entry as CalendarEntry;
  const root = element('span', '', classes.content);
  if (entry.doubleBooked) root.append(icon(ALERT_TRIANGLE, texts.legend.doubleBooked));
  if (entry.limited) root.append(icon(LOCK));
  if (timeText && !event.allDay) root.append(element('b', timeText));
  root.append(element('span', event.title));
  return { domNodes: [root] };
}
