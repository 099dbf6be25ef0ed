/**
 * An MCP server's secret stored from the Integrations page in a real browser (Debian's
 * Chromium through playwright-core), against the gateway: the card offers a labelled password
 * field per credential name its headers use; Save stores it (the card says Connected, without
 * the secret anywhere on the page), Remove deletes it. Checked at 1280×800 and 375×812 in the
 * light and the dark theme.
 */
import { expect, it } from 'vitest';
import { describeInChromium, stepTimeout } from './support/describe-in-chromium.ts';
import { findingsInEverySizeAndTheme, noFindings } from './support/page-findings.ts';

const secret = 'tracker-browser-secret-0123456789';

describeInChromium("an MCP server's credential on the Integrations page", {
  session: {
    name: 'web_mcp_credential',
    agentSettings: {
      mcpServers: [{
        name: 'tracker',
        url: 'https://tracker.example.com/mcp',
        headers: { Authorization: { credential: 'tracker', prefix: 'Bearer ' } },
      }],
    },
  },
}, (session) => {
  const card = () => session.page.locator('section[data-integration="mcp:tracker"]');
  const openIntegrations = () =>
    session.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click();

  it('saves the secret from a labelled password field, shows the server connected, and removes it', async () => {
    await openIntegrations();
    const field = card().getByLabel('Secret for tracker');
    await field.waitFor();
    expect(await field.getAttribute('type')).toBe('password');
    expect(await card().getAttribute('data-status')).toBe('not_connected');
    expect(await findingsInEverySizeAndTheme(session.page, 'integrations-mcp-credential')).toEqual(noFindings);

    await field.fill(secret);
    await card().getByRole('button', { name: 'Save', exact: true }).click();
    await session.page.getByRole('status').filter({ hasText: 'tracker saved for tracker (MCP server).' }).waitFor();
    expect(await card().getAttribute('data-status')).toBe('connected');
    expect(await card().getByLabel('Secret for tracker (stored)').inputValue()).toBe('');
    expect(await session.page.content()).not.toContain(secret);

    await card().getByRole('button', { name: 'Remove tracker' }).click();
    await session.page.getByRole('status').filter({ hasText: 'tracker removed from tracker (MCP server).' }).waitFor();
    expect(await card().getAttribute('data-status')).toBe('not_connected');
    expect(session.pageErrors).toEqual([]);
  }, stepTimeout);
});
