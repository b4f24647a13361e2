import { renderToStaticMarkup } from 'react-dom/server';
import { articles, ContentBlock } from '../../content/blog';
import { ContentBlockView } from './ContentBlocks';

const render = (block: unknown) => renderToStaticMarkup(<ContentBlockView block={block as ContentBlock} />);

describe('article content blocks', () => {
  it('renders an unknown block type as a paragraph', () => {
    expect(render({ type: 'citation', text: 'Un texte inattendu' })).toBe(
      '<p class="block-paragraph">Un texte inattendu</p>',
    );
    expect(render({ type: 'mystere' })).toBe('<p class="block-paragraph"></p>');
  });

  it('shows the heading « Attention » on a warning without text, and not with text', () => {
    const withItems = render({ type: 'warning', items: [{ title: 'Risque', description: 'Rare.' }] });
    expect(withItems).toContain('<h3 class="block-callout__title">Attention</h3>');
    expect(withItems).toContain('<h4>Risque</h4>');
    const withText = render({ type: 'warning', text: 'Prudence.' });
    expect(withText).not.toContain('block-callout__title');
    expect(withText).toContain('<p>Prudence.</p>');
  });

  it('renders each type with its own markup', () => {
    expect(render({ type: 'highlight', text: 'Essentiel' })).toBe('<p class="block-highlight">Essentiel</p>');
    expect(render({ type: 'list', title: 'Étapes', items: ['a', 'b'] })).toContain('<li>b</li>');
    expect(render({ type: 'criteria', title: 'Pour qui', items: ['x'] })).toContain(
      'block-checklist--criteria',
    );
    expect(
      render({ type: 'indicators', title: 'Repères', items: [{ title: 'T', description: 'D' }] }),
    ).toContain('<h4>T</h4>');
    expect(render({ type: 'comparison', items: [{ title: 'A', description: 'B' }] })).toContain(
      'block-comparison__items',
    );
  });

  it('the articles use every block type, and warnings with and without text', () => {
    const blocks = articles.flatMap((a) => a.content.sections.flatMap((s) => s.content));
    const types = new Set(blocks.map((b) => b.type));
    for (const type of [
      'paragraph',
      'list',
      'highlight',
      'comparison',
      'warning',
      'important',
      'note',
      'info',
      'grid',
      'criteria',
      'contraindications',
      'limitations',
      'indicators',
    ]) {
      expect(types).toContain(type);
    }
    const warnings = blocks.filter((b) => b.type === 'warning');
    expect(warnings.some((w) => w.text)).toBe(true);
    expect(warnings.some((w) => !w.text && w.items?.length)).toBe(true);
  });
});
