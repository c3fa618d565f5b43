import { css } from '@emotion/react';
import { ArrowLeft } from 'lucide';
import { articleBody } from '../components/article-body';
import { ArticleText } from '../components/article-text';
import { ArticleMeta } from '../components/article-meta';
import { BrochureCard } from '../components/brochure-card';
import { CtaBand } from '../components/cta-band';
import { findArticle, type ArticleListing } from '../content/articles';
import { articlePath, contactPath } from '../content/paths';
import { color, font, mq, radius, space, text } from '../theme/tokens';
import { containerClass } from '../ui/container.server';
import { Section } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import { Icon } from '../ui/icon';
import { staticClass } from '../theme/server-styles.server';

const excerptStyle = staticClass(css`font-size: ${text.lg}; color: ${color.muted};`);

const header = staticClass(css`
  background: ${color.navy}; color: ${color.white}; --focus: ${color.gold}; padding-block: ${space.xxl};
  a { color: ${color.tealLight}; }
  h1 { font-size: ${text.hero}; max-width: 24ch; margin-block: ${space.md}; }
  p { color: ${color.onNavyMuted}; }
`);
const back = staticClass(css`display: inline-flex; gap: 0.35rem; align-items: center; min-height: 44px; font-weight: 600;`);
const layoutGrid = staticClass(css`
  display: grid; gap: ${space.xxl};
  ${mq.lg} { grid-template-columns: minmax(0, 1fr) 18rem; align-items: start; }
`);
const aside = staticClass(css`display: grid; gap: ${space.lg}; ${mq.lg} { position: sticky; top: 96px; }`);
const stats = staticClass(css`
  padding: ${space.lg}; border-radius: ${radius.lg}; background: ${color.cream}; border: 1px solid ${color.border};
  h2 { font-size: ${text.md}; } dl { margin: 0; display: grid; gap: ${space.md}; }
  /* The figure reads first, but the label is the term it defines. */
  dl > div { display: flex; flex-direction: column-reverse; }
  dd { margin: 0; font-family: ${font.heading}; font-size: 2rem; font-weight: 700; color: ${color.teal}; line-height: 1.1; }
  dt { color: ${color.muted}; }
`);
const related = staticClass(css`
  padding: ${space.lg}; border-radius: ${radius.lg}; border: 1px solid ${color.border};
  h2 { font-size: ${text.md}; } ul { list-style: none; padding: 0; margin: 0; display: grid; gap: ${space.sm}; }
  a { font-weight: 600; }
`);

/** One article: header, text, figures and related reading. */
export function ArticlePage({ article }: { article: ArticleListing }) {
  const relatedArticles = article.related.map(findArticle).filter((a) => a !== undefined);
  return (
    <>
      <div className={header}>
        <div className={containerClass}>
          <SmartLink className={back} href="/articles" data-screen-only=""><Icon icon={ArrowLeft} size={18} /> Back to Articles</SmartLink>
          <h1 tabIndex={-1}>{article.title}</h1>
          <ArticleMeta category={article.category} date={article.date} updated={article.updated} readMinutes={article.readMinutes} />
        </div>
      </div>
      <Section>
        <div className={layoutGrid}>
          <article className={articleBody}>
            <p className={excerptStyle}>{article.excerpt}</p>
            <ArticleText body={article.body} />
            {article.brochure && (
              <BrochureCard
                as="h2"
                heading="Download the Hybrid Restaurant POS brochure"
                text="The features, hardware, integrations and support of our restaurant point-of-sale system, in a PDF to keep or share."
              />
            )}
          </article>
          <aside className={aside} aria-label="More on this topic">
            {article.stats && (
              <div className={stats}>
                <h2>{article.stats.heading}</h2>
                <dl>
                  {article.stats.items.map((s) => (
                    <div key={s.label}><dt>{s.label}</dt><dd>{s.value}</dd></div>
                  ))}
                </dl>
              </div>
            )}
            {relatedArticles.length > 0 && (
              <nav className={related} aria-label="Related articles">
                <h2>Related articles</h2>
                <ul>
                  {relatedArticles.map((r) => <li key={r.slug}><SmartLink href={articlePath(r.slug)}>{r.title}</SmartLink></li>)}
                </ul>
              </nav>
            )}
          </aside>
        </div>
      </Section>
      <CtaBand
        heading="Talk it over with our team"
        text="Questions about anything in this article? We will look at your business and your statement, free of charge."
        primary={{ label: 'Request a Consultation', href: contactPath }}
      />
    </>
  );
}
