import {
  type AdminHome,
  type AdminHomeInputSchema,
  type AdminSettings,
  type AdminSettingsInputSchema,
  paiseFromRupees,
  whatsappNumber,
} from '@svarna/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { HomePageData, SiteConfigData } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { adminActor } from '../admin/admin-order-mapper';
import { createCatalogRepository } from '../catalog/catalog-repository';
import { homeSectionOrder } from '../content/content-service';
import { homePageOf, toPromoCard } from '../content/home-defaults';
import { createCatalogChangeLog } from './catalog-change-log';
import { createContentDeskRepository } from './content-desk-repository';
import { changeLogIn, publishedProduct, staleVersion } from './desk-support';

type HomeInput = z.output<typeof AdminHomeInputSchema>;
type SettingsInput = z.output<typeof AdminSettingsInputSchema>;

export interface HomeDeskDeps {
  db: Db;
  clock: Clock;
  /** once a change is committed: every process drops its cached home content, settings and pages */
  onCatalogChanged: () => void;
}

/** The change log's name for the home page's one record (its sections, tabs and card). */
const HOME_ENTITY_ID = 'home';
/** The settings' one row. */
const SITE_CONFIG_ID = '1';

/** The settings the desk edits, as the change log keeps them. */
const settingsOf = (data: SiteConfigData) => ({
  topBar: data.topBar,
  supportPhone: data.supportPhone,
  supportEmail: data.supportEmail,
  supportWhatsapp: data.supportWhatsapp,
  bankOffer: data.bankOffer?.trim() || null,
});

/** The home page's order of sections, trending tabs and featured card; the store's contact settings. */
export function createHomeDeskService({ db, clock, onCatalogChanged }: HomeDeskDeps) {
  const repo = createContentDeskRepository(db);
  const log = createCatalogChangeLog(db);

  async function siteData(content = repo, forUpdate = false) {
    const row = await content.findSiteConfig(forUpdate);
    if (!row) throw notFound('Site configuration not found');
    return row;
  }

  async function getHome(): Promise<AdminHome> {
    const [sections, site, changes] = await Promise.all([
      repo.listHomeSections(),
      siteData(),
      log.latest('home-sections', HOME_ENTITY_ID),
    ]);
    const home = homePageOf(site.data);
    return {
      sections: homeSectionOrder(sections),
      trendingTabs: home.trendingTabs,
      promoCard: toPromoCard(home.promoCard),
      version: home.version,
      changes,
    };
  }

  /**
   * Each tab shows the products the storefront's category listing finds for its slug: a top-level
   * category's, or several joined by 'and' ('bangles-and-bracelets').
   */
  async function checkTabs(tx: DbOrTx, tabs: HomeInput['trendingTabs']) {
    const catalog = createCatalogRepository(tx);
    for (const [i, tab] of tabs.entries()) {
      const found = await catalog.findCategories(tab.slug);
      if (!found || found.some((c) => c.parentId !== null))
        throw badRequest(
          `trendingTabs.${i}.slug`,
          `trendingTabs.slug: there is no top-level category '${tab.slug}'`,
        );
    }
  }

  async function saveHome(adminId: number, input: HomeInput): Promise<AdminHome> {
    await db.transaction(async (tx) => {
      const content = createContentDeskRepository(tx);
      const site = await siteData(content, true);
      const before = homePageOf(site.data);
      if (before.version !== input.version) throw staleVersion('home page');
      await checkTabs(tx, input.trendingTabs);
      if (input.promoCard) await publishedProduct(tx, 'promoCard.productSlug', input.promoCard.productSlug);
      const sectionsBefore = homeSectionOrder(await content.listHomeSections());
      const card = input.promoCard;
      const home: HomePageData = {
        version: before.version + 1,
        trendingTabs: input.trendingTabs,
        promoCard: card && {
          productSlug: card.productSlug,
          title: card.title || null,
          subtitle: card.subtitle || null,
          description: card.description || null,
          buttonText: card.buttonText || null,
          linkText: card.linkText || null,
          linkPath: card.linkPath || null,
          originalPricePaise: card.originalPrice === null ? null : paiseFromRupees(card.originalPrice),
          salePricePaise: card.salePrice === null ? null : paiseFromRupees(card.salePrice),
        },
      };
      await content.setHomeSections(input.sections);
      await content.saveSiteData({ ...site.data, home }, false);
      await changeLogIn(tx).record({
        entity: 'home-sections',
        entityId: HOME_ENTITY_ID,
        action: 'update',
        actor: adminActor(adminId),
        before: { sections: sectionsBefore, trendingTabs: before.trendingTabs, promoCard: before.promoCard },
        after: { sections: input.sections, trendingTabs: home.trendingTabs, promoCard: home.promoCard },
        at: clock.now(),
      });
    });
    onCatalogChanged();
    return getHome();
  }

  async function getSettings(): Promise<AdminSettings> {
    const [site, changes] = await Promise.all([siteData(), log.latest('site-config', SITE_CONFIG_ID)]);
    const settings = settingsOf(site.data);
    return {
      ...settings,
      // a seeded wa.me link reads as the number it calls, as the form edits it
      supportWhatsapp: whatsappNumber(settings.supportWhatsapp) ?? settings.supportWhatsapp,
      version: site.version,
      changes,
    };
  }

  async function saveSettings(adminId: number, input: SettingsInput): Promise<AdminSettings> {
    await db.transaction(async (tx) => {
      const content = createContentDeskRepository(tx);
      const site = await siteData(content, true);
      if (site.version !== input.version) throw staleVersion('settings page');
      const data: SiteConfigData = {
        ...site.data,
        topBar: input.topBar,
        supportPhone: input.supportPhone,
        supportEmail: input.supportEmail,
        supportWhatsapp: input.supportWhatsapp,
        bankOffer: input.bankOffer || null,
      };
      await content.saveSiteData(data, true);
      await changeLogIn(tx).record({
        entity: 'site-config',
        entityId: SITE_CONFIG_ID,
        action: 'update',
        actor: adminActor(adminId),
        before: settingsOf(site.data),
        after: settingsOf(data),
        at: clock.now(),
      });
    });
    onCatalogChanged();
    return getSettings();
  }

  return { getHome, saveHome, getSettings, saveSettings };
}

export type HomeDeskService = ReturnType<typeof createHomeDeskService>;
