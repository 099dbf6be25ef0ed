import { z } from 'zod';
import { type AnyToolDefinition, defineTool } from '../../../../shared/tools/index.ts';
import { realisticTools } from './realistic-tools.ts';

/** Tools of everyday domains (calendar, files, contacts, support, chat, mail, billing,
 * photos, notes), named the way MCP servers name them. Invented for tests. */
const domainTools: readonly (readonly [string, string])[] = [
  ['gcal__create_event', 'Create a Google Calendar event.'],
  ['gcal__list_events', 'List calendar events in a date range.'],
  ['gcal__delete_event', 'Delete an event from a calendar.'],
  ['gcal__update_event', 'Change the time, title or attendees of an event.'],
  ['gcal__find_free_slots', 'Find times when every attendee is free.'],
  ['drive__upload_file', 'Upload a file to a folder.'],
  ['drive__download_file', 'Download the content of a file.'],
  ['drive__list_folder', 'List the files in a folder.'],
  ['drive__share_file', 'Share a file with other people.'],
  ['drive__move_file', 'Move a file into another folder.'],
  ['drive__trash_file', 'Move a file to the trash.'],
  ['crm__create_contact', 'Add a person to the address book.'],
  ['crm__search_contacts', 'Search contacts by name, email or company.'],
  ['crm__get_contact', 'Get one contact with its history.'],
  ['crm__update_contact', 'Change the fields of a contact.'],
  ['crm__create_deal', 'Open a sales opportunity for a company.'],
  ['crm__list_deals', 'List the opportunities in the pipeline.'],
  ['helpdesk__open_ticket', 'Open a support ticket for a customer.'],
  ['helpdesk__close_ticket', 'Close a solved support ticket.'],
  ['helpdesk__add_internal_note', 'Add a private note to a support ticket.'],
  ['helpdesk__list_tickets', 'List support tickets by status.'],
  ['chat__post_message', 'Post a message in a channel.'],
  ['chat__send_direct_message', 'Send a private message to one user.'],
  ['chat__create_channel', 'Create a channel for a team.'],
  ['mail__send_email', 'Send an email.'],
  ['mail__search_inbox', 'Search the mailbox with a query.'],
  ['mail__archive_email', 'Archive an email so it leaves the inbox.'],
  ['billing__create_invoice', 'Create an invoice for a customer.'],
  ['billing__refund_payment', 'Refund a payment in full or in part.'],
  ['billing__list_payments', 'List the payments received in a period.'],
  ['photos__upload_photo', 'Upload a photo to an album.'],
  ['photos__create_album', 'Create a photo album.'],
  ['notes__create_note', 'Write a new note.'],
  ['notes__search_notes', 'Search notes by their text.'],
  ['weather__get_forecast', 'Get the weather forecast for a place.'],
  ['maps__get_directions', 'Get driving or walking directions between two places.'],
];

/** The domain tools above among the 250 generic MCP tools of {@link realisticTools}
 * (25 servers that each have `create_task`, `send_message`, …): 286 tools in all. */
export function generalCatalog(): AnyToolDefinition[] {
  const domain = domainTools.map(([name, description]) =>
    defineTool({
      name,
      description,
      parameters: z.object({ id: z.string().optional().describe('The record the call is about') }),
      execute: () => 'ok',
    })
  );
  return [...realisticTools(250), ...domain];
}
