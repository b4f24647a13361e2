import { MouseEvent, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Clock } from '../../components/icons/clock';
import { Picture } from '../../components/media/Picture';
import type { ArticleSummary } from '../../content/blog';
import { articleCover } from '../../content/blog/covers';
import { formatLongDate } from './format';
import { CARD_TAGS, MosaicSlot } from './mosaic';
import { zoomIntoArticle } from './zoom';

const SIZES: Record<number, string> = {
  1: '(min-width: 960px) 58vw, 100vw',
  2: '(min-width: 960px) 42vw, 100vw',
  3: '(min-width: 960px) 42vw, 100vw',
  4: '(min-width: 960px) 50vw, 100vw',
  5: '(min-width: 960px) 50vw, 100vw',
  6: '(min-width: 960px) 50vw, 100vw',
};

const preloadArticlePage = () => void import('./ArticlePage');

/** One card of the mosaic; a click zooms its image to full screen, then opens the article. */
export function BlogCard({
  article,
  slot,
  priority,
}: {
  article: ArticleSummary;
  slot: MosaicSlot;
  priority: boolean;
}) {
  const navigate = useNavigate();
  const card = useRef<HTMLAnchorElement>(null);
  const to = `/blog/${article.id}`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    card.current?.setAttribute('data-zooming', 'true');
    zoomIntoArticle(card.current?.querySelector('img') ?? null, () => navigate(to, { state: { article } }));
  };

  return (
    <li className={`blog-card blog-card--size-${slot.size}`} data-size={slot.size}>
      <Link
        ref={card}
        to={to}
        className="blog-card__link"
        onClick={onClick}
        onPointerEnter={preloadArticlePage}
        onFocus={preloadArticlePage}
      >
        <Picture
          media={articleCover(article)}
          alt=""
          sizes={SIZES[slot.size]}
          priority={priority}
          className="blog-card__media"
          imgClassName="blog-card__image"
        />
        <div className="blog-card__body">
          <p className="blog-card__meta">
            <span className="blog-card__category">{article.category}</span>
            <time dateTime={article.createdAt}>{formatLongDate(article.createdAt)}</time>
          </p>
          <h3 className="blog-card__title">{article.title}</h3>
          {slot.showExcerpt && <p className="blog-card__excerpt">{article.excerpt}</p>}
          <div className="blog-card__footer">
            <ul className="blog-card__tags" aria-label="Mots-clés">
              {article.tags.slice(0, CARD_TAGS).map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
            <span className="blog-card__reading">
              <Clock aria-hidden="true" size={14} strokeWidth={1.6} />
              {article.readingTime}
            </span>
          </div>
        </div>
      </Link>
    </li>
  );
}
