import { css } from '@emotion/react';
import { ArrowRight, Sparkles } from 'lucide';
import { ArticleMeta } from '../components/article-meta';
import { CtaBand } from '../components/cta-band';
import { HeroBanner } from '../components/hero-banner';
import { articles } from '../content/articles';
import { articlesOverview } from '../content/overviews';
import { articlePath } from '../content/paths';
import { color, radius, space, text } from '../theme/tokens';
import { Card } from '../ui/card';
import { Grid } from '../ui/grid';
import { Section } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import { Icon } from '../ui/icon';
import { staticClass } from '../theme/server-styles.server';

const cardHeading = staticClass(css`font-size: 1.35rem; margin: 0;`);

const titleLink = staticClass(css`color: ${color.navy}; text-decoration: none; &:hover { color: ${color.teal}; text-decoration: underline; }`);
const more = staticClass(css`display: inline-flex; gap: 0.35rem; align-items: center; font-weight: 650; margin-top: auto; min-height: 44px;`);
const soon = staticClass(css`
  margin-top: ${space.xxl}; padding: ${space.xl}; border-radius: ${radius.lg}; border: 2px dashed ${color.border};
  display: flex; gap: ${space.md}; align-items: flex-start; background: ${color.white};
  h2 { font-size: ${text.xl}; margin-bottom: ${space.xs}; } p { margin: 0; color: ${color.muted}; }
  svg { color: ${color.teal}; flex: none; }
`);

/** /articles: every article, newest first. */
export function ArticlesPage() {
  const { hero, comingSoon, cta } = articlesOverview;
  return (
    <>
      <HeroBanner title={hero.title} lede={hero.lede} />
      <Section tone="cream">
        <Grid min="19rem" aria-label="Articles">
          {articles.map((article) => (
            <li key={article.slug}>
              <Card as="article">
                <ArticleMeta category={article.category} date={article.date} readMinutes={article.readMinutes} />
                <h2 className={cardHeading}>
                  <SmartLink className={titleLink} href={articlePath(article.slug)}>{article.title}</SmartLink>
                </h2>
                <p>{article.excerpt}</p>
                <SmartLink className={more} href={articlePath(article.slug)} aria-hidden="true" tabIndex={-1}>
                  Read the article <Icon icon={ArrowRight} size={18} />
                </SmartLink>
              </Card>
            </li>
          ))}
        </Grid>
        <div className={soon}>
          <Icon icon={Sparkles} size={28} />
          <div>
            <h2>{comingSoon.heading}</h2>
            <p>{comingSoon.text}</p>
          </div>
        </div>
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
