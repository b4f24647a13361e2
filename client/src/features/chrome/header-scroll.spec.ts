import { HeaderScroll, nextHeaderState } from './header-scroll';

const shown: HeaderScroll = { scrolled: false, hidden: false };

describe('nextHeaderState', () => {
  it('is transparent-ready until 50 px, scrolled after', () => {
    expect(nextHeaderState(50, 0, shown).state.scrolled).toBe(false);
    expect(nextHeaderState(51, 0, shown).state.scrolled).toBe(true);
  });

  it('always shows the bar near the top (≤ 100 px)', () => {
    expect(nextHeaderState(100, 0, { scrolled: true, hidden: true }).state.hidden).toBe(false);
  });

  it('hides when scrolling down past 100 px by more than 10 px', () => {
    expect(nextHeaderState(150, 100, shown).state.hidden).toBe(true);
    expect(nextHeaderState(110, 100, shown).state.hidden).toBe(false); // only 10 px
  });

  it('ignores moves of 10 px or less, keeping the last position that counted', () => {
    const hidden = { scrolled: true, hidden: true };
    const step = nextHeaderState(495, 500, hidden);
    expect(step).toEqual({ state: hidden, lastY: 500 });
  });

  it('reappears when scrolling up by more than 10 px', () => {
    expect(nextHeaderState(480, 500, { scrolled: true, hidden: true }).state.hidden).toBe(false);
  });
});
