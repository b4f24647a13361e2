import { lazy, use } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from '../../components/icons/arrow-left';
import { Clock } from '../../components/icons/clock';
import { Picture } from '../../components/media/Picture';
import type { Article, ArticleSummary } from '../../content/blog';
import { articleSummaries, findArticleSummary, nextArticleSummary } from '../../content/blog/summaries';
import { articleCover } from '../../content/blog/covers';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { ContentBlocks } from './ContentBlocks';
import { formatLongDate } from './format';
import { NextArticle } from './NextArticle';
import { ShareButton } from './ShareButton';
import { Signature } from './Signature';
import './article.css';

/** Only for unknown ids (never prerendered): loaded on demand, under the layout's Suspense. */
const ArticleNotFound = lazy(() => import('./ArticleNotFound').then((m) => ({ default: m.ArticleNotFound })));

/** One chunk per article: a page loads its own body, not the seven. */
const bodies = import.meta.glob<Record<string, Article>>('../../content/blog/articles/*.ts');
const loading = new Map<string, Promise<Article>>();

function loadArticle(summary: ArticleSummary): Promise<Article> {
  let promise = loading.get(summary.id);
  if (!promise) {
    const started = bodies[`../../content/blog/articles/${summary.id}.ts`]().then((module) =>
      Object.values(module).find((a) => a.id === summary.id)!,
    );
    // Once settled, React's `use` reads `status` and `value` and no longer suspends.
    const tracked = started as Promise<Article> & { status?: 'fulfilled'; value?: Article };
    void started.then((value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    });
    loading.set(summary.id, started);
    promise = started;
  }
  return promise;
}

// Prerendering must not suspend (a suspended page is written with an inline script, which the
// CSP blocks): on the server every body is loaded before this module is used.
if (import.meta.env.SSR) await Promise.all(articleSummaries.map(loadArticle));

/** /blog/{id}: the article whose slug or _id is in the address, or « Article introuvable ». */
export default function ArticlePage() {
  const summary = findArticleSummary(useParams().id);
  if (!summary) return <ArticleNotFound />;
  return <ArticleView summary={summary} />;
}

function ArticleView({ summary }: { summary: ArticleSummary }) {
  const article = use(loadArticle(summary));
  const next = nextArticleSummary(article);
  const path = `/blog/${article.id}`;
  const { introduction, sections, conclusion } = article.content;

  return (
    <>
      <Head
        title={`${article.title} | ${practice.doctorName}`}
        description={article.excerpt}
        path={path}
        type="article"
        image={articleCover(article)}
        keywords={article.tags}
        meta={[
          { property: 'article:published_time', content: article.createdAt },
          { property: 'article:modified_time', content: article.updatedAt },
          { property: 'article:section', content: article.category },
          ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
        ]}
      />
      <article className="article" key={article._id}>
        <header className="article-hero" data-article-cover>
          <Picture
            media={articleCover(article)}
            alt=""
            sizes="100vw"
            priority
            className="article-hero__media"
            imgClassName="article-hero__image"
          />
          <div className="container article-hero__content">
            <p className="article-hero__meta">
              <time dateTime={article.createdAt}>{formatLongDate(article.createdAt)}</time>
              <span aria-hidden="true">·</span>
              <span className="article-hero__reading">
                <Clock aria-hidden="true" size={15} strokeWidth={1.6} />
                <span>
                  <span className="visually-hidden">Temps de lecture : </span>
                  {article.readingTime}
                </span>
              </span>
            </p>
            <p className="article-hero__category">{article.category}</p>
            <h1 className="article-hero__title">{article.title}</h1>
            <p className="article-hero__subtitle">{article.subtitle}</p>
            <p className="article-hero__excerpt">{article.excerpt}</p>
            <div className="article-hero__actions">
              <ul className="article-hero__tags" aria-label="Mots-clés">
                {article.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
              <ShareButton title={article.title} excerpt={article.excerpt} path={path} />
            </div>
          </div>
        </header>

        <div className="article-body">
          <Link to="/blog" className="article-back">
            <ArrowLeft aria-hidden="true" size={16} strokeWidth={1.6} />
            Tous les articles
          </Link>
          {introduction && <p className="article-intro">{introduction}</p>}
          {sections.map((section, index) => (
            <section key={section.title} className="article-section" aria-labelledby={`section-${index + 1}`}>
              <h2 id={`section-${index + 1}`} className="article-section__title">
                <span className="article-section__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {section.title}
              </h2>
              <ContentBlocks blocks={section.content} />
            </section>
          ))}
          {conclusion && (
            <section className="article-conclusion" aria-labelledby="conclusion">
              <h2 id="conclusion" className="article-conclusion__title">
                En conclusion
              </h2>
              <p>{conclusion}</p>
            </section>
          )}
          <Signature name={practice.doctorName} />
          <aside className="article-consult" aria-label="Consultation">
            <p>
              Chaque situation est unique : seule une consultation permet de savoir si cette approche vous
              convient.
            </p>
            <Link to="/contact" className="btn btn--primary">
              Prendre Rendez-vous
            </Link>
          </aside>
        </div>
      </article>
      <NextArticle article={next} />
    </>
  );
}
