/**
 * The agent's MCP servers: name, URL and headers, each header naming one of the user's
 * stored credentials (and an optional scheme like `Bearer `) — the form has no place to
 * type a secret. Servers and headers are added and removed with buttons; the focus goes to
 * what was added, or back to the Add button after a removal.
 */
import { element, replaceChildren } from '../ui/dom.ts';
import type { McpHeaderValues, McpServerValues } from './agent-form-values.ts';
import { createField, describeControl, errorSlotElement, type FieldSlot } from './form-field.ts';

/** The editor. */
export interface McpServersEditor {
  readonly element: HTMLElement;
  values(): McpServerValues[];
  /** Where each server's errors show (`settings.mcpServers.<index>.name`, `.url`, `.headers`). */
  slots(): FieldSlot[];
}

interface ServerRow {
  readonly element: HTMLElement;
  readonly values: () => McpServerValues;
  readonly slots: readonly FieldSlot[];
  readonly firstInput: HTMLInputElement;
}

const emptyHeader: McpHeaderValues = { header: 'Authorization', credential: '', prefix: 'Bearer ' };

function headerRow(
  header: McpHeaderValues,
  serverLabel: string,
  position: number,
  remove: () => void,
): { element: HTMLElement; values: () => McpHeaderValues; firstInput: HTMLInputElement } {
  const label = `${serverLabel}, header ${position}`;
  const name = element('input', {
    type: 'text',
    autocomplete: 'off',
    value: header.header,
    'aria-label': `${label}: name`,
  });
  const credential = element('input', {
    type: 'text',
    autocomplete: 'off',
    value: header.credential,
    placeholder: 'docs',
    'aria-label': `${label}: credential`,
  });
  const prefix = element('input', {
    type: 'text',
    autocomplete: 'off',
    value: header.prefix,
    'aria-label': `${label}: prefix`,
  });
  return {
    element: element(
      'div',
      { class: 'mcp-header' },
      element('label', {}, element('span', { class: 'small muted' }, 'Header'), name),
      element('label', {}, element('span', { class: 'small muted' }, 'Stored credential'), credential),
      element('label', {}, element('span', { class: 'small muted' }, 'Prefix'), prefix),
      element(
        'button',
        { type: 'button', class: 'button quiet small', onclick: remove, 'aria-label': `Remove ${label}` },
        'Remove',
      ),
    ),
    values: () => ({ header: name.value, credential: credential.value, prefix: prefix.value }),
    firstInput: name,
  };
}

function serverRow(
  server: McpServerValues,
  index: number,
  rerender: (servers: McpServerValues[], focus: { server: number; header?: number } | 'add') => void,
  current: () => McpServerValues[],
): ServerRow {
  const position = index + 1;
  const serverLabel = `MCP server ${position}`;
  const name = createField({
    key: `settings.mcpServers.${index}.name`,
    label: 'Name',
    control: element('input', { type: 'text', autocomplete: 'off', value: server.name }),
    hint: 'Letters, digits, "_" or "-"; its tools are called <name>__<tool>.',
  });
  const url = createField({
    key: `settings.mcpServers.${index}.url`,
    label: 'URL',
    control: element('input', { type: 'url', autocomplete: 'off', value: server.url, placeholder: 'https://' }),
  });
  const headersError = errorSlotElement();
  const headerRows = server.headers.map((header, headerIndex) =>
    headerRow(header, serverLabel, headerIndex + 1, () => {
      const servers = current();
      const changed = servers[index];
      if (changed === undefined) return;
      servers[index] = { ...changed, headers: changed.headers.filter((_, other) => other !== headerIndex) };
      rerender(servers, { server: index });
    })
  );
  const addHeader = element('button', {
    type: 'button',
    class: 'button small',
    onclick: () => {
      const servers = current();
      const changed = servers[index];
      if (changed === undefined) return;
      servers[index] = { ...changed, headers: [...changed.headers, emptyHeader] };
      rerender(servers, { server: index, header: changed.headers.length });
    },
  }, `Add a header to ${serverLabel}`);
  const headersGroup = element(
    'div',
    { class: 'mcp-headers', role: 'group', 'aria-label': `${serverLabel} headers` },
    element(
      'p',
      { class: 'field-hint' },
      'A header’s value is one of your stored credentials (saved on the Integrations page), never typed here.',
    ),
    ...headerRows.map((row) => row.element),
    headersError,
    addHeader,
  );
  describeControl(addHeader, headersError);
  const remove = element('button', {
    type: 'button',
    class: 'button quiet small',
    onclick: () => rerender(current().filter((_, other) => other !== index), 'add'),
  }, `Remove ${serverLabel}`);
  const serverError = errorSlotElement();
  const fieldset = element(
    'fieldset',
    { class: 'mcp-server' },
    element('legend', {}, serverLabel),
    name.element,
    url.element,
    headersGroup,
    serverError,
    remove,
  );
  return {
    element: fieldset,
    values: () => ({
      name: (name.slot.control as HTMLInputElement).value,
      url: (url.slot.control as HTMLInputElement).value,
      headers: headerRows.map((row) => row.values()),
    }),
    slots: [
      { key: `settings.mcpServers.${index}`, control: name.slot.control, error: serverError },
      name.slot,
      url.slot,
      {
        key: `settings.mcpServers.${index}.headers`,
        control: headerRows[0]?.firstInput ?? addHeader,
        error: headersError,
      },
    ],
    firstInput: name.slot.control as HTMLInputElement,
  };
}

/** The editor, showing `initial`. */
export function createMcpServersEditor(initial: readonly McpServerValues[]): McpServersEditor {
  const list = element('div', { class: 'mcp-servers' });
  const listError = errorSlotElement();
  let rows: ServerRow[] = [];
  const current = (): McpServerValues[] => rows.map((row) => row.values());
  const addServer = element('button', {
    type: 'button',
    class: 'button small',
    onclick: () => {
      const servers = [...current(), { name: '', url: '', headers: [] }];
      render(servers, { server: servers.length - 1 });
    },
  }, 'Add an MCP server');
  describeControl(addServer, listError);

  function render(
    servers: readonly McpServerValues[],
    focus: { server: number; header?: number } | 'add' | null,
  ): void {
    rows = servers.map((server, index) => serverRow(server, index, render, current));
    replaceChildren(
      list,
      ...(rows.length === 0
        ? [element('p', { class: 'muted small' }, 'No MCP servers.')]
        : rows.map((row) => row.element)),
    );
    if (focus === 'add') addServer.focus();
    else if (focus !== null) {
      const row = rows[focus.server];
      const header = focus.header === undefined
        ? null
        : row?.element.querySelectorAll<HTMLInputElement>('.mcp-header input')[focus.header * 3];
      (header ?? row?.firstInput)?.focus();
    }
  }
  render(initial, null);

  return {
    element: element(
      'fieldset',
      { class: 'form-group' },
      element('legend', {}, 'MCP servers'),
      list,
      listError,
      addServer,
    ),
    values: current,
    slots:
      () => [{ key: 'settings.mcpServers', control: addServer, error: listError }, ...rows.flatMap((row) => row.slots)],
  };
}
