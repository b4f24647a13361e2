import { Locator } from '@playwright/test';

/**
 * The separators (• or ·) of an element's text that start a line as laid out on the screen:
 * each visible character is measured, and a separator whose preceding visible character sits on
 * a line above it opens a new line. French typography wants none.
 */
export function separatorsStartingALine(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const characters: { text: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        if (text[i].trim() === '') continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) characters.push({ text: text[i], top: rect.top });
      }
    }
    return characters.filter((c, i) => /[•·]/.test(c.text) && (i === 0 || characters[i - 1].top < c.top - 2))
      .length;
  });
}
