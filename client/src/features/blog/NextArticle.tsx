import { Link } from 'react-router-dom';
import { ArrowRight } from '../../components/icons/arrow-right';
import { Picture } from '../../components/media/Picture';
import type { ArticleSummary } from '../../content/blog';
import { articleCover } from '../../content/blog/covers';
import { formatLongDate } from './format';

/** The next article (wrapping to the first): image, title, excerpt as description, date. */
export function NextArticle({ article }: { article: ArticleSummary }) {
  return (
    <section className="section section--deep next-article" aria-labelledby="next-article-label">
      <div className="container">
        <p id="next-article-label" className="eyebrow">
          Article suivant
        </p>
        <Link to={`/blog/${article.id}`} className="next-article__card" data-article-id={article.id}>
          <Picture
            media={articleCover(article)}
            alt=""
            sizes="(min-width: 768px) 40vw, 100vw"
            className="next-article__media"
            imgClassName="next-article__image"
          />
          <div className="next-article__body">
            <time dateTime={article.createdAt} className="next-article__date">
              {formatLongDate(article.createdAt)}
            </time>
            <h2 className="next-article__title">{article.title}</h2>
            <p className="next-article__excerpt">{article.excerpt}</p>
            <span className="next-article__more">
              Lire l’article
              <ArrowRight aria-hidden="true" size={16} strokeWidth={1.6} />
            </span>
          </div>
        </Link>
      </div>
    </section>
  );
}
