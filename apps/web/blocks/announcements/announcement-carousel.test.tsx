import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { stubMediaQueries } from '@/test/setup';

import {
  type Announcement,
  AnnouncementCarousel,
  AnnouncementDot,
  AnnouncementProgress,
  AnnouncementSlide,
  AnnouncementSlides,
  AnnouncementStep,
  AnnouncementToggle,
} from './announcement-carousel';

const announcements = [
  { _id: 'a', title: 'Pilot Launch Q1 2026', description: 'First pilot.' },
  { _id: 'b', title: 'Double Points Week Coming Soon', description: 'Double points.' },
  { _id: 'c', title: 'Employee Rewards Beta', description: 'Limited spots.' },
];

/**
 * The client leaves put together as announcements.tsx does, without its styles: jsdom has no
 * layout and no media queries, so which controls show at each width is left to the end-to-end
 * tests.
 */
function Announcements({ announcements }: { announcements: Announcement[] }) {
  const count = announcements.length;
  if (count === 0) return null;
  return (
    <AnnouncementCarousel
      count={count}
      role="region"
      aria-roledescription="carousel"
      aria-label="Announcements"
    >
      <AnnouncementSlides aria-atomic="false">
        {announcements.map((announcement, position) => (
          <AnnouncementSlide
            key={announcement._id}
            position={position}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
          >
            <p>{announcement.title}</p>
            <p>{announcement.description}</p>
          </AnnouncementSlide>
        ))}
      </AnnouncementSlides>
      {count > 1 ? (
        <div>
          <AnnouncementProgress />
          <AnnouncementStep type="button" step={-1}>
            Previous announcement
          </AnnouncementStep>
          {announcements.map((announcement, position) => (
            <AnnouncementDot
              key={announcement._id}
              type="button"
              position={position}
              aria-label={`Show announcement ${position + 1}: ${announcement.title}`}
            />
          ))}
          <AnnouncementStep type="button" step={1}>
            Next announcement
          </AnnouncementStep>
          <AnnouncementToggle type="button">announcements</AnnouncementToggle>
        </div>
      ) : null}
    </AnnouncementCarousel>
  );
}

const visibleSlide = () => screen.getByRole('group');
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

/** Presses a control as a pointer does: click, then focus moves on. */
const press = (name: string) => {
  const button = screen.getByRole('button', { name });
  fireEvent.click(button);
  act(() => button.blur());
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AnnouncementCarousel', () => {
  it('advances every 4 seconds and wraps around', () => {
    render(<Announcements announcements={announcements} />);
    expect(visibleSlide()).toHaveTextContent('Pilot Launch Q1 2026');
    advance(3999);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(visibleSlide()).toHaveTextContent('Double Points Week Coming Soon');
    advance(4000);
    advance(4000);
    expect(visibleSlide()).toHaveTextContent('Pilot Launch Q1 2026');
  });

  it('pauses under the pointer and resumes with its progress kept', () => {
    render(<Announcements announcements={announcements} />);
    const carousel = screen.getByRole('region', { name: 'Announcements' });
    advance(3000);
    fireEvent.pointerEnter(carousel);
    advance(20_000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.pointerLeave(carousel);
    advance(999);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('keeps turning after a tapped dot, which takes focus but not keyboard focus', () => {
    render(<Announcements announcements={announcements} />);
    const carousel = screen.getByRole('region', { name: 'Announcements' });
    const dot = screen.getByRole('button', { name: 'Show announcement 3: Employee Rewards Beta' });
    advance(2000);
    fireEvent.pointerEnter(carousel, { pointerType: 'touch' });
    const matches = vi.spyOn(dot, 'matches').mockImplementation(() => false);
    act(() => dot.focus());
    fireEvent.click(dot);
    fireEvent.pointerLeave(carousel, { pointerType: 'touch' });
    expect(matches).toHaveBeenCalledWith(':focus-visible');
    expect(dot).toHaveFocus();
    advance(4000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    advance(4000);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('does not turn on its own for visitors who prefer reduced motion, until they press Play', () => {
    stubMediaQueries(['(prefers-reduced-motion: reduce)']);
    render(<Announcements announcements={announcements} />);
    advance(20_000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    press('Play announcements');
    advance(4000);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while it holds keyboard focus, and is then announced politely', () => {
    render(<Announcements announcements={announcements} />);
    const live = screen.getByRole('region', { name: 'Announcements' }).querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'off');
    act(() => screen.getByRole('button', { name: 'Next announcement' }).focus());
    expect(live).toHaveAttribute('aria-live', 'polite');
    advance(10_000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('moves with the arrows, wrapping both ways', () => {
    render(<Announcements announcements={announcements} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous announcement' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('restarts the 4 seconds when a dot is chosen', () => {
    render(<Announcements announcements={announcements} />);
    advance(3500);
    const dot = screen.getByRole('button', {
      name: 'Show announcement 2: Double Points Week Coming Soon',
    });
    fireEvent.click(dot);
    expect(dot).toHaveAttribute('aria-current', 'true');
    act(() => dot.blur());
    advance(3999);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    advance(1);
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
  });

  it('stops for good with its Pause button, and starts again with Play', () => {
    render(<Announcements announcements={announcements} />);
    press('Pause announcements');
    advance(20_000);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    press('Play announcements');
    advance(4000);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
  });

  it('keeps the hidden slides out of reach of keyboards and screen readers', () => {
    render(<Announcements announcements={announcements} />);
    const carousel = screen.getByRole('region', { name: 'Announcements' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(1);
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  it('shows a single announcement without controls, and nothing without any', () => {
    const { unmount } = render(<Announcements announcements={announcements.slice(0, 1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    advance(10_000);
    expect(visibleSlide()).toHaveTextContent('Pilot Launch Q1 2026');
    unmount();
    const { container } = render(<Announcements announcements={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
