import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { CalendarGrid } from './calendar-grid';
import { CalendarGridSkeleton } from './calendar-grid-skeleton';

describe("the grid's skeleton", () => {
  it('is as tall as the grid, in the same frame, so the grid moves nothing when it comes', () => {
    renderPage(
      <>
        <CalendarGridSkeleton />
        <CalendarGrid
          calendarRef={null}
          timeZone="UTC"
          initialView="dayGridMonth"
          events={[]}
          loaded={false}
          onDatesSet={() => {}}
          onChange={() => {}}
          onSelect={() => {}}
          onOpen={() => {}}
        />
      </>,
    );
    const skeleton = screen.getByRole('status');
    const grid = document.querySelector<HTMLElement>('.fc')!;
    // jsdom lays nothing out: the heights compared are the ones each declares.
    expect(skeleton.style.height).toMatch(/^\d+px$/);
    expect(grid.style.height).toBe(skeleton.style.height);
    expect(skeleton.parentElement!.className).toBe(grid.parentElement!.className);
  });
});
