/**
 * The Agents page and the chat's agent picker in a real browser (Debian's Chromium through
 * playwright-core), against a gateway on a fresh database: an agent created, refused with the
 * server's per-field issues (what was typed kept), edited, duplicated and deleted (after a
 * confirmation); a save that finds the agent deleted in another tab (404) or no network; a
 * new conversation started with a picked agent, which answers as that agent (its tools);
 * at 1280×800 and 375×812 in the light and the dark theme, nothing wider than the window and
 * axe at no serious or critical violation (the shared harness: browser-session.ts, page-findings.ts).
 */
import { expect, it } from 'vitest';
import { describeInChromium, stepTimeout } from './support/describe-in-chromium.ts';
import {
  colorSchemes,
  findingsInEverySizeAndTheme,
  layoutAndAccessibilityFindings,
  noFindings,
} from './support/page-findings.ts';
import { saveDocumentationImage, saveDocumentationImages, viewports } from './support/screenshots.ts';

const desktop = viewports.desktop;

describeInChromium(
  'the Agents page and the agent picker',
  { session: { name: 'agents_page' } },
  (session) => {
    const form = () => session.page.locator('form.agent-form');
    // By label: the Model field is a combobox (its suggestions), the others text boxes.
    const field = (name: string) => form().getByLabel(name, { exact: true }).first();
    const list = () => session.page.getByRole('region', { name: 'Your agents' });
    const agentNames = () => list().locator('.agent-name').allTextContents();
    const notice = () => session.page.locator('.notice[role="status"]');
    const focusedLabel = () =>
      session.page.evaluate(() => {
        const active = document.activeElement;
        if (active === null) return null;
        return active.id === ''
          ? active.textContent
          : document.querySelector(`label[for="${active.id}"]`)?.textContent ??
            active.getAttribute('aria-label') ?? active.textContent;
      });

    /** At the window's size as it is, in the light and the dark theme: nothing wider than the
     * window, no serious or critical axe violation; leaves the light theme. */
    async function checkInBothThemes(): Promise<void> {
      for (const colorScheme of colorSchemes) {
        await session.page.emulateMedia({ colorScheme });
        expect(await layoutAndAccessibilityFindings(session.page), colorScheme).toEqual([]);
      }
      await session.page.emulateMedia({ colorScheme: 'light' });
    }

    /** Screenshots at 1280×800 and 375×812 in both themes, each checked; leaves the desktop size. */
    async function captureAndCheck(name: string): Promise<void> {
      expect(await findingsInEverySizeAndTheme(session.page, name)).toEqual(noFindings);
    }

    async function openAgentsPage(): Promise<void> {
      await session.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agents' }).click();
      await list().locator('.agent-item').first().waitFor();
    }

    async function createAgent(name: string, tools: readonly string[]): Promise<void> {
      await session.page.getByRole('button', { name: 'New agent' }).click();
      await field('Name').fill(name);
      for (const tool of tools) await form().getByRole('checkbox', { name: tool, exact: true }).check();
      await form().getByRole('button', { name: 'Create agent' }).click();
      await expect.poll(() => notice().textContent()).toBe(`Created “${name}”.`);
    }

    it('lists the agents from the nav, the default marked and not deletable', async () => {
      await openAgentsPage();
      expect(session.page.url()).toBe(`${session.gateway.url}/agents`);
      expect(await session.page.title()).toBe('Agents · Parley');
      expect(await agentNames()).toEqual(['Demo assistant']);
      expect(await list().locator('.default-tag').textContent()).toBe('Default');
      expect(await list().getByRole('button', { name: 'Delete “Demo assistant”' }).count()).toBe(0);
      await session.page.reload();
      await list().locator('.agent-item').first().waitFor();
      expect(await agentNames()).toEqual(['Demo assistant']);
    }, stepTimeout);

    it('creates an agent, the focus on the form’s heading, then on the new agent', async () => {
      await session.page.getByRole('button', { name: 'New agent' }).click();
      expect(await focusedLabel()).toBe('New agent');
      await field('Name').fill('Mail helper');
      await field('System prompt').fill('You only send mail.');
      await form().getByRole('checkbox', { name: 'gmail_send_email', exact: true }).check();
      await form().getByRole('button', { name: 'Create agent' }).click();
      await expect.poll(() => notice().textContent()).toBe('Created “Mail helper”.');
      expect(await agentNames()).toEqual(['Demo assistant', 'Mail helper']);
      expect(await focusedLabel()).toBe('Edit');
      expect(await list().locator('.agent-item', { hasText: 'Mail helper' }).textContent()).toContain('1 tool');
    }, stepTimeout);

    for (const [size, viewport] of Object.entries(viewports)) {
      it(`shows each wrong field's message next to it at ${size}, keeping what was typed`, async () => {
        await session.page.setViewportSize(viewport);
        await session.page.getByRole('button', { name: 'New agent' }).click();
        await field('Name').fill(`Broken at ${size}`);
        await field('Model').fill('nosuch:model');
        await form().getByRole('spinbutton', { name: 'Temperature' }).fill('5');
        await form().getByRole('button', { name: 'Add an MCP server' }).click();
        expect(await focusedLabel()).toBe('Name');
        await form().locator('.mcp-server').getByRole('textbox', { name: 'Name', exact: true }).fill('docs');
        await form().locator('.mcp-server').getByRole('textbox', { name: 'URL' }).fill('https://localhost/mcp');
        await form().getByRole('button', { name: 'Create agent' }).click();

        const model = field('Model');
        await expect.poll(() => model.getAttribute('aria-invalid')).toBe('true');
        const errorOf = async (control: typeof model) => {
          const ids = (await control.getAttribute('aria-describedby'))?.split(' ') ?? [];
          const texts = await Promise.all(ids.map((id) => session.page.locator(`[id="${id}"]`).textContent()));
          return texts.join(' ');
        };
        expect(await errorOf(model)).toContain('Unknown provider "nosuch"');
        expect(await errorOf(form().getByRole('spinbutton', { name: 'Temperature' }))).toContain('2');
        const url = form().locator('.mcp-server').getByRole('textbox', { name: 'URL' });
        expect(await url.getAttribute('aria-invalid')).toBe('true');
        expect(await errorOf(url)).toMatch(/localhost/);
        expect(await form().locator('.form-errors').textContent()).toMatch(/^Not saved: 3 fields need a change\./);
        // The focus is on the first wrong field; nothing typed is lost.
        expect(await model.evaluate((input) => input === document.activeElement)).toBe(true);
        expect(await field('Name').inputValue()).toBe(`Broken at ${size}`);
        expect(await url.inputValue()).toBe('https://localhost/mcp');
        // Nothing is wider than the screen (long selects shrink at 375 px).
        expect(await session.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        if (size === 'desktop') {
          await saveDocumentationImage(form(), 'agent-form-error');
          await captureAndCheck('agent-form-error');
        } else await checkInBothThemes();

        await model.fill('');
        await form().getByRole('spinbutton', { name: 'Temperature' }).fill('0.5');
        await form().getByRole('button', { name: 'Remove MCP server 1' }).click();
        expect(await focusedLabel()).toBe('Add an MCP server');
        await form().getByRole('button', { name: 'Create agent' }).click();
        await expect.poll(() => notice().textContent()).toBe(`Created “Broken at ${size}”.`);
        session.page.once('dialog', (dialog) => void dialog.accept());
        await list().getByRole('button', { name: `Delete “Broken at ${size}”` }).click();
        await expect.poll(() => notice().textContent()).toBe(`Deleted “Broken at ${size}”.`);
        await session.page.setViewportSize(desktop);
      }, stepTimeout);
    }

    it('edits an agent: the form shows what was saved, Cancel gives the focus back', async () => {
      await list().getByRole('button', { name: 'Edit “Mail helper”' }).click();
      await form().getByRole('heading', { name: 'Edit “Mail helper”' }).waitFor();
      expect(await focusedLabel()).toBe('Edit “Mail helper”');
      expect(await field('Name').inputValue()).toBe('Mail helper');
      expect(await field('System prompt').inputValue()).toBe('You only send mail.');
      expect(await form().getByRole('checkbox', { name: 'gmail_send_email', exact: true }).isChecked()).toBe(true);
      expect(await form().getByRole('checkbox', { name: 'web_search', exact: true }).isChecked()).toBe(false);

      await field('System prompt').fill('You only send mail, politely.');
      await form().getByRole('combobox', { name: 'When gmail_send_email asks first' }).selectOption('always');
      await form().getByRole('spinbutton', { name: 'Temperature' }).fill('0.4');
      await form().getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => notice().textContent()).toBe('Saved “Mail helper”.');

      await list().getByRole('button', { name: 'Edit “Mail helper”' }).click();
      await form().getByRole('heading', { name: 'Edit “Mail helper”' }).waitFor();
      expect(await field('System prompt').inputValue()).toBe('You only send mail, politely.');
      expect(await form().getByRole('combobox', { name: 'When gmail_send_email asks first' }).inputValue()).toBe(
        'always',
      );
      expect(await form().getByRole('spinbutton', { name: 'Temperature' }).inputValue()).toBe('0.4');
      await captureAndCheck('agent-form');
      await form().getByRole('button', { name: 'Cancel' }).click();
      expect(await form().count()).toBe(0);
      expect(await focusedLabel()).toBe('Edit');
      await captureAndCheck('agents-page');
      await saveDocumentationImages(session.page, 'agents-page', [{ size: 'desktop', colorScheme: 'light' }]);
    }, stepTimeout);

    it('duplicates an agent as a new one with its settings', async () => {
      await list().getByRole('button', { name: 'Duplicate “Mail helper”' }).click();
      await form().getByRole('heading', { name: 'Duplicate “Mail helper”' }).waitFor();
      expect(await field('Name').inputValue()).toBe('Copy of Mail helper');
      expect(await field('System prompt').inputValue()).toBe('You only send mail, politely.');
      await form().getByRole('button', { name: 'Create agent' }).click();
      await expect.poll(() => notice().textContent()).toBe('Created “Copy of Mail helper”.');
      expect(await agentNames()).toEqual(['Demo assistant', 'Mail helper', 'Copy of Mail helper']);
      await list().getByRole('button', { name: 'Edit “Copy of Mail helper”' }).click();
      await form().getByRole('heading', { name: 'Edit “Copy of Mail helper”' }).waitFor();
      expect(await form().getByRole('combobox', { name: 'When gmail_send_email asks first' }).inputValue()).toBe(
        'always',
      );
      await form().getByRole('button', { name: 'Cancel' }).click();
    }, stepTimeout);

    it('deletes an agent only after the confirmation', async () => {
      const dialogs: string[] = [];
      session.page.once('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await list().getByRole('button', { name: 'Delete “Copy of Mail helper”' }).click();
      expect(dialogs).toEqual(['Delete “Copy of Mail helper” and its conversations? This cannot be undone.']);
      expect(await agentNames()).toContain('Copy of Mail helper');

      session.page.once('dialog', (dialog) => void dialog.accept());
      await list().getByRole('button', { name: 'Delete “Copy of Mail helper”' }).click();
      await expect.poll(() => notice().textContent()).toBe('Deleted “Copy of Mail helper”.');
      expect(await agentNames()).toEqual(['Demo assistant', 'Mail helper']);
      expect(await focusedLabel()).toBe('New agent');
    }, stepTimeout);

    it('keeps the changes to an agent another tab deleted (404), and saves them as a new agent', async () => {
      await createAgent('Short-lived', ['web_search']);
      await list().getByRole('button', { name: 'Edit “Short-lived”' }).click();
      await form().getByRole('heading', { name: 'Edit “Short-lived”' }).waitFor();
      await field('System prompt').fill('Typed before the other tab deleted it.');

      const otherTab = await session.context.newPage();
      await otherTab.goto(`${session.gateway.url}/agents`);
      otherTab.once('dialog', (dialog) => void dialog.accept());
      await otherTab.getByRole('button', { name: 'Delete “Short-lived”' }).click();
      await otherTab.getByText('Deleted “Short-lived”.').waitFor();
      await otherTab.close();

      await form().getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => notice().textContent()).toBe(
        'This agent was deleted meanwhile. Your changes are kept: Create agent saves them as a new one.',
      );
      expect(await field('System prompt').inputValue()).toBe('Typed before the other tab deleted it.');
      expect(await form().getByRole('heading').textContent()).toBe('New agent');
      await form().getByRole('button', { name: 'Create agent' }).click();
      await expect.poll(() => notice().textContent()).toBe('Created “Short-lived”.');
      session.page.once('dialog', (dialog) => void dialog.accept());
      await list().getByRole('button', { name: 'Delete “Short-lived”' }).click();
      await expect.poll(() => notice().textContent()).toBe('Deleted “Short-lived”.');
    }, stepTimeout);

    it('says so when the network fails, keeps the form, and Retry saves it', async () => {
      await session.page.getByRole('button', { name: 'New agent' }).click();
      await field('Name').fill('Offline draft');
      await session.page.route('**/functions/v1/chat/agents', (route) => route.abort('internetdisconnected'));
      await form().getByRole('button', { name: 'Create agent' }).click();
      const banner = session.page.getByRole('alert').filter({ hasText: 'Cannot reach the server' });
      await banner.waitFor();
      expect(await field('Name').inputValue()).toBe('Offline draft');
      await session.page.unroute('**/functions/v1/chat/agents');
      await banner.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => notice().textContent()).toBe('Created “Offline draft”.');
      session.page.once('dialog', (dialog) => void dialog.accept());
      await list().getByRole('button', { name: 'Delete “Offline draft”' }).click();
      await expect.poll(() => agentNames()).toEqual(['Demo assistant', 'Mail helper']);
      expect(session.pageErrors).toEqual([]);
    }, stepTimeout);

    for (const [size, viewport] of Object.entries(viewports)) {
      it(`starts a new conversation with the picked agent at ${size}, which answers as that agent`, async () => {
        await session.page.setViewportSize(viewport);
        await session.page.goto(`${session.gateway.url}/`);
        const picker = session.page.getByRole('combobox', { name: 'Agent' });
        await picker.locator('option').nth(1).waitFor({ state: 'attached' });
        expect(await picker.locator('option:checked').textContent()).toBe('Demo assistant (default)');
        if (size === 'desktop') await captureAndCheck('agent-picker');
        else {
          await checkInBothThemes();
          await saveDocumentationImage(session.page, 'agent-picker-375');
        }

        await picker.selectOption({ label: 'Mail helper' });
        const message = session.page.getByRole('textbox', { name: 'Message' });
        await message.fill('search the web for Deno 2');
        await message.press('Enter');
        const reply = session.page.locator('.turn.assistant').last();
        // Mail helper has no web_search: the demo model says so instead of searching.
        await expect.poll(() => reply.textContent()).toContain('it is not enabled for this agent');
        await expect.poll(() => session.page.locator('.agent-name-tag').textContent()).toBe('Agent: Mail helper');
        expect(await picker.count()).toBe(0);
        const conversationUrl = session.page.url();
        expect(conversationUrl).toMatch(/\/chat\/[0-9a-f-]{36}$/);

        // Reloaded, the conversation still names its agent and goes on with it.
        await session.page.reload();
        await expect.poll(() => session.page.locator('.agent-name-tag').textContent()).toBe('Agent: Mail helper');
        await checkInBothThemes();

        // The default agent, preselected again for a new conversation, has web_search.
        await session.page.goto(`${session.gateway.url}/`);
        await picker.locator('option').nth(1).waitFor({ state: 'attached' });
        expect(await picker.inputValue()).toBe(
          await picker.locator('option', { hasText: 'Demo assistant (default)' }).getAttribute('value'),
        );
        await message.fill('search the web for Deno 2');
        await message.press('Enter');
        await expect.poll(() => session.page.locator('.turn.assistant').last().textContent()).toContain(
          'Here is what I found',
        );
        await expect.poll(() => session.page.locator('.agent-name-tag').textContent()).toBe('Agent: Demo assistant');
        await session.page.setViewportSize(desktop);
        expect(session.pageErrors).toEqual([]);
      }, stepTimeout);
    }
  },
);
