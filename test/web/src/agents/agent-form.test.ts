import { describe, expect, it } from 'vitest';
import { createAgentForm } from '../../../../web/src/agents/agent-form.ts';
import { type AgentFormValues, emptyAgentFormValues } from '../../../../web/src/agents/agent-form-values.ts';
import { textOf, useBrowserDocument } from '../support/browser-document.ts';

useBrowserDocument();

function formShowing(values: AgentFormValues) {
  const saved: AgentFormValues[] = [];
  const form = createAgentForm({
    title: 'Edit “Researcher”',
    saveLabel: 'Save changes',
    values,
    toolNames: ['web_search', 'gmail_send_email'],
    isDefaultAgent: false,
    save: (typed) => saved.push(typed),
    cancel: () => {},
  });
  document.body.replaceChildren(form.element);
  const control = (label: string) => {
    const found = [...form.element.querySelectorAll('label')].find((node) => textOf(node) === label);
    const id = found?.getAttribute('for');
    return id ? form.element.querySelector<HTMLInputElement>(`[id="${id}"]`) : null;
  };
  const errorOf = (element: Element | null) =>
    (element?.getAttribute('aria-describedby') ?? '').split(' ')
      .map((id) => textOf(form.element.querySelector(`[id="${id}"]`)))
      .filter((text) => text !== '')
      .join(' | ');
  return { form, saved, control, errorOf };
}

describe('createAgentForm', () => {
  describe('when the server refuses fields', () => {
    it('shows each message under its field, marks it invalid and counts them above the form', () => {
      const { form, control, errorOf } = formShowing({
        ...emptyAgentFormValues,
        name: 'Researcher',
        model: 'nosuch:model',
        mcpServers: [{ name: 'docs', url: 'https://localhost/mcp', headers: [] }],
      });

      form.showIssues([
        { path: 'model', message: 'Unknown provider "nosuch".' },
        { path: 'settings.mcpServers.0.url', message: '"localhost" is not a public host.' },
        { path: 'settings.temperature', message: 'Too big: expected number to be <=2' },
      ]);

      expect(control('Model')?.getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(control('Model'))).toContain('Unknown provider "nosuch".');
      expect(errorOf(control('URL'))).toContain('"localhost" is not a public host.');
      expect(errorOf(control('Temperature'))).toContain('Too big');
      expect(control('Name')?.hasAttribute('aria-invalid')).toBe(false);
      expect(textOf(form.element.querySelector('.form-errors'))).toBe('Not saved: 3 fields need a change.');
    });

    it('clears the marks of fields no longer named, and lists a path no field shows above the form', () => {
      const { form, control, errorOf } = formShowing({ ...emptyAgentFormValues, name: 'x', model: 'nosuch:model' });
      form.showIssues([{ path: 'model', message: 'Unknown provider "nosuch".' }]);

      form.showIssues([{ path: 'isDefaultish', message: 'Unrecognized key' }]);

      expect(control('Model')?.hasAttribute('aria-invalid')).toBe(false);
      expect(errorOf(control('Model'))).not.toContain('Unknown provider');
      const summary = [...form.element.querySelectorAll('.form-errors p')].map(textOf);
      expect(summary).toEqual(['Not saved: One field needs a change.', 'isDefaultish: Unrecognized key']);
    });
  });
});

describe('createAgentForm’s search providers', () => {
  it('lists the agent’s preference order first, then the providers it does not use', () => {
    const { form } = formShowing({ ...emptyAgentFormValues, name: 'x', searchProviders: ['brave', 'serper'] });

    const labels = [...form.element.querySelectorAll('fieldset fieldset label')].map(textOf);
    expect(labels).toEqual(['brave', 'serper', 'serpapi']);
  });
});
