// /blog: the articles' mosaic; each article is at /blog/:id (ArticlePage.tsx).

import { Link } from 'react-router-dom';
import { articleSummaries as articles } from '../../content/blog/summaries';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { BlogCard } from './BlogCard';
import { mosaicSlot } from './mosaic';
import './blog.css';

export default function BlogPage() {
  return (
    <>
      <Head
        title={`Blog : conseils et actualités en chirurgie esthétique | ${practice.shortName}`}
        description={`Les articles du ${practice.doctorName}, chirurgien esthétique à Tunis : liposculpture, lifting du visage, chirurgie mammaire, injections et médecine esthétique expliqués simplement.`}
        path="/blog"
        keywords={['blog chirurgie esthétique', 'conseils médecine esthétique', 'Tunis', practice.doctorName]}
      />
      <section className="blog-hero">
        <div className="container blog-hero__inner">
          <h1 className="blog-hero__title">Blog</h1>
          {/* No-break spaces: a line never starts with a bullet. */}
          <p className="blog-hero__tagline">Actualites&nbsp;• Conseils&nbsp;• Expertise</p>
          <p className="blog-hero__lead">
            Comprendre une intervention, ses indications, son déroulement et ses suites&nbsp;: des articles
            écrits pour vous aider à décider sereinement.
          </p>
        </div>
      </section>

      <section className="section blog-list" aria-labelledby="blog-list-title">
        <div className="container">
          <h2 id="blog-list-title" className="visually-hidden">
            Tous les articles
          </h2>
          <ul className="blog-mosaic">
            {articles.map((article, index) => (
              <BlogCard key={article._id} article={article} slot={mosaicSlot(index)} priority={index === 0} />
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--night blog-cta">
        <div className="container blog-cta__inner">
          <span className="eyebrow">Consultation</span>
          <h2>Une question sur une intervention&nbsp;?</h2>
          <p className="blog-cta__text">
            Chaque situation est unique. Le plus sûr moyen d’obtenir une réponse adaptée reste un échange en
            consultation.
          </p>
          <Link to="/contact" className="btn btn--gold">
            Prendre Rendez-vous
          </Link>
        </div>
      </section>
    </>
  );
}
