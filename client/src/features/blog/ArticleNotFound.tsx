import { Link } from 'react-router-dom';
import { ArrowLeft } from '../../components/icons/arrow-left';
import { articleSummaries as articles } from '../../content/blog/summaries';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';

/** /blog/{unknown}: the server answers 404 (no prerendered page); the visitor gets a way back. */
export function ArticleNotFound() {
  return (
    <>
      <Head
        title={`Article introuvable | ${practice.shortName}`}
        description="Cet article n’existe pas ou a été retiré du blog."
        path="/blog"
        noindex
      />
      <section className="article-missing">
        <div className="container article-missing__inner">
          <p className="eyebrow">Erreur 404</p>
          <h1>Article introuvable</h1>
          <p className="lead">
            L’article que vous cherchez n’existe pas ou a été retiré. Les autres articles du blog sont
            toujours à votre disposition.
          </p>
          <Link to="/blog" className="btn btn--primary">
            <ArrowLeft aria-hidden="true" size={18} strokeWidth={1.6} />
            Retour au blog
          </Link>
          <h2 className="article-missing__subtitle">Articles récents</h2>
          <ul className="article-missing__list">
            {articles.slice(0, 3).map((article) => (
              <li key={article._id}>
                <Link to={`/blog/${article.id}`}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
