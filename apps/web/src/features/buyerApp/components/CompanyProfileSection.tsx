import type { PublicCompanyProfile } from '@sc/contract';
import { Image, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from '../../../components/MarkdownText';
import { TagRow } from '../../../components/TagRow';
import styles from './CompanyProfileSection.module.css';

type Fact = { label: string; value: string };

/**
 * A published company profile as buyers read it: company images (swiped sideways on a phone), the
 * introduction in my language when the supplier wrote one, the figures, categories, business goods
 * and brands.
 */
export function CompanyProfileSection({ profile }: { profile: PublicCompanyProfile }) {
  const { t, i18n } = useTranslation();
  const facts: Fact[] = [
    profile.businessType
      ? { label: t('buyerApp.profile.type'), value: t(`businessType.${profile.businessType}`) }
      : null,
    profile.yearFounded ? { label: t('buyerApp.profile.founded'), value: String(profile.yearFounded) } : null,
    profile.staffRange
      ? { label: t('company.fields.staffRange'), value: t(`company.staffRange.${profile.staffRange}`) }
      : null,
    profile.exportRange
      ? { label: t('company.fields.exportRange'), value: t(`company.exportRange.${profile.exportRange}`) }
      : null,
  ].filter((fact): fact is Fact => fact !== null);
  const uiLang = i18n.language.startsWith('zh') ? 'zh' : i18n.language.startsWith('ja') ? 'ja' : 'en';

  return (
    <>
      {profile.images.length ? (
        <section className={styles.gallerySection} aria-label={t('buyerApp.profile.images')}>
          <Image.PreviewGroup>
            <ul className={styles.gallery} data-testid="company-gallery">
              {profile.images.map((image, index) => (
                <li key={image.url} className={styles.slide}>
                  <Image
                    src={image.thumbUrl ?? image.url}
                    preview={{ src: image.url }}
                    alt={image.caption || t('buyerApp.profile.imageAlt', { index: index + 1 })}
                    className={styles.picture}
                  />
                  {image.caption ? <span className={styles.caption}>{image.caption}</span> : null}
                </li>
              ))}
            </ul>
          </Image.PreviewGroup>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="company-about">
        <h3 id="company-about" className={styles.title}>
          {t('buyerApp.profile.about')}
        </h3>
        {profile.introductionLang !== uiLang ? (
          <p className={styles.note}>
            {t('buyerApp.profile.writtenIn', { lang: t(`company.introLang.${profile.introductionLang}`) })}
          </p>
        ) : null}
        <div data-testid="company-introduction">
          <MarkdownText text={profile.introduction} />
        </div>
      </section>
      {facts.length || profile.mainMarkets.length ? (
        <section className={styles.section} aria-labelledby="company-facts">
          <h3 id="company-facts" className={styles.title}>
            {t('buyerApp.profile.facts')}
          </h3>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {profile.mainMarkets.length ? (
            <div className={styles.group}>
              <span className={styles.label}>{t('company.fields.mainMarkets')}</span>
              <TagRow>
                {profile.mainMarkets.map((market) => (
                  <Tag key={market} bordered={false}>
                    {t(`company.market.${market}`)}
                  </Tag>
                ))}
              </TagRow>
            </div>
          ) : null}
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="company-offer">
        <h3 id="company-offer" className={styles.title}>
          {t('buyerApp.profile.offer')}
        </h3>
        {[
          {
            key: 'categories',
            label: t('company.fields.categories'),
            items: profile.categories.map((c) => c.name),
            color: 'blue',
          },
          {
            key: 'goods',
            label: t('company.fields.businessGoods'),
            items: profile.businessGoods,
            color: undefined,
          },
          { key: 'brands', label: t('buyerApp.profile.brands'), items: profile.brands, color: 'gold' },
        ]
          .filter((group) => group.items.length > 0)
          .map((group) => (
            <div key={group.key} className={styles.group}>
              <span className={styles.label}>{group.label}</span>
              <TagRow>
                {group.items.map((item) => (
                  <Tag key={item} bordered={false} color={group.color}>
                    {item}
                  </Tag>
                ))}
              </TagRow>
            </div>
          ))}
      </section>
    </>
  );
}
