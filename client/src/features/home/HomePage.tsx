// /: the hero, then the sections under it, whose code loads as they near the screen.

import { questionnaireIntro, homeHead } from '../../content/home';
import { Head } from '../../lib/head';
import { lazyWhenVisible } from '../../components/lazy/when-visible';
import { Hero } from './Hero';
// The page's styles, lazily hydrated sections included (the prerender links a page's own CSS only).
import '../../components/marquee/marquee.css';
import './home.css';
import '../questionnaire/questionnaire.css';

// Everything under the full-screen hero is prerendered in full, and its code loads only when it
// nears the screen: the page is interactive with the hero's code alone. (Bundled with the page,
// the sections under the hero would hydrate with it, and a press made before the scripts ran,
// replayed at that moment, would reach them while React is still hydrating them: React then
// throws their server HTML away and renders them again.)
const AfterHero = lazyWhenVisible(() => import('./AfterHero'), '120vh');
const Questionnaire = lazyWhenVisible(() => import('../questionnaire'), '40rem');
const BelowTheFold = lazyWhenVisible(() => import('./BelowTheFold'), '200vh');

export default function HomePage() {
  return (
    <>
      <Head title={homeHead.title} description={homeHead.description} path="/" />
      <Hero />
      <AfterHero className="offscreen-section" />
      <section
        id="questionnaire"
        className="section questionnaire-section"
        aria-labelledby="questionnaire-title"
      >
        <div className="container">
          <header className="section-head section-head--center">
            <p className="eyebrow">{questionnaireIntro.eyebrow}</p>
            <h2 id="questionnaire-title">{questionnaireIntro.title}</h2>
            <p className="lead">{questionnaireIntro.text}</p>
          </header>
          <Questionnaire />
        </div>
      </section>
      <BelowTheFold />
    </>
  );
}
