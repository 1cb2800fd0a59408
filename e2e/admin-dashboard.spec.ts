import { expect, test } from './admin-fixtures';
import { expectNoSeriousA11yViolations } from './fixtures';

/** The desk opens on the owner's dashboard: the day's figures, a chart of 30 days, each figure a link. */
test.describe('the dashboard', () => {
  test.use({ adminSlot: 9 });

  test("opens the desk with the period's figures and the 30 days' chart; a figure leads to its list", async ({
    adminPage: page,
  }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Gross sales')).toBeVisible();
    // the chart is drawn (uPlot's canvas) and read out as a summary
    const chart = page.getByRole('img', { name: /^Last 30 days: ₹[\d,]+ from \d+ paid orders/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('canvas').first()).toBeVisible();

    await page.getByRole('button', { name: '7 days' }).click();
    await expect(page).toHaveURL(/\/admin\?days=7$/);
    await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: /Gross sales/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });
});
