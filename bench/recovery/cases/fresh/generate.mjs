// Writes the fresh (held-out) recovery cases, one file per family. Deterministic:
// `node bench/recovery/cases/fresh/generate.mjs` always writes the same files.
import { writeCaseFamilies } from '../case-kit/case-files.mjs';
import { catalog } from './catalog.mjs';

const here = new URL('./', import.meta.url);

/** A case. `args` is an object (emitted as JSON) or the raw string the model emitted. */
function make(id, kind, tools, callName, args, intended, meant) {
  const entry = {
    id: `fresh-${id}`,
    kind,
    tools,
    call: { name: callName, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
  };
  if (meant !== undefined) entry.meant = meant;
  entry.intended = { name: intended[0], arguments: intended[1] };
  return entry;
}

/** `text` cut off `drop` characters before its end, as a truncated stream would leave it. */
const cutOff = (value, drop) => {
  const text = JSON.stringify(value);
  return text.slice(0, text.length - drop);
};

const unknownTool = [
  make('travel-ut-book-flight', 'unknown_tool', catalog({ domainNames: ['travel'] }), 'book_flight',
    { offer_id: 'off_7Q2LX9', travelers: [{ first_name: 'Amara', last_name: 'Okafor', birth_date: '1988-04-17' }], contact_email: 'amara.okafor@example.org' },
    ['flights_book', { offer_id: 'off_7Q2LX9', travelers: [{ first_name: 'Amara', last_name: 'Okafor', birth_date: '1988-04-17' }], contact_email: 'amara.okafor@example.org' }]),
  make('pay-ut-refund-payment', 'unknown_tool', catalog({ domainNames: ['payments'] }), 'billing__refund_payment',
    { charge_id: 'ch_3PqZ81LkT', amount: 1500, reason: 'requested_by_customer' },
    ['billing__refund_charge', { charge_id: 'ch_3PqZ81LkT', amount: 1500, reason: 'requested_by_customer' }]),
  make('home-ut-snake-thermostat', 'unknown_tool', catalog({ only: ['setThermostat', 'listDevices', 'lock_door'] }), 'set_thermostat',
    { deviceId: 'thermo-hallway', targetTemperature: 21, mode: 'heat' },
    ['setThermostat', { deviceId: 'thermo-hallway', targetTemperature: 21, mode: 'heat' }]),
  make('ops-ut-wrong-prefix', 'unknown_tool', catalog({ domainNames: ['ops', 'data'], fill: 100, seed: 4 }), 'ci__trigger_run',
    { pipeline_id: 'web-frontend', branch: 'release/2027.02' },
    ['pipelines__trigger_run', { pipeline_id: 'web-frontend', branch: 'release/2027.02' }]),
  make('data-ut-singular', 'unknown_tool', catalog({ domainNames: ['data'] }), 'sheetsAppendRow',
    { spreadsheetId: '1xQ9-travel-expenses', sheetName: 'March', rows: [['2027-03-04', 'Lisbon offsite', 1840.5]], valueInputOption: 'USER_ENTERED' },
    ['sheetsAppendRows', { spreadsheetId: '1xQ9-travel-expenses', sheetName: 'March', rows: [['2027-03-04', 'Lisbon offsite', 1840.5]], valueInputOption: 'USER_ENTERED' }]),
  make('shop-ut-paraphrase-big', 'unknown_tool', catalog({ domainNames: ['shop', 'payments'], fill: 150, seed: 6 }), 'restock_item',
    { sku: 'TEE-BLK-M', location_id: 'loc_warehouse_2', adjustment: 48, reason: 'restock' },
    ['shop__update_inventory', { sku: 'TEE-BLK-M', location_id: 'loc_warehouse_2', adjustment: 48, reason: 'restock' }]),
  make('clinic-ut-schedule-visit', 'unknown_tool', catalog({ domainNames: ['clinic'], fill: 35, seed: 7 }), 'schedule_visit',
    { patient_id: 'pt_50231', slot_id: 'slot_2027-02-09T14:30_drm', reason: 'mole check', visit_type: 'in_person' },
    ['book_appointment', { patient_id: 'pt_50231', slot_id: 'slot_2027-02-09T14:30_drm', reason: 'mole check', visit_type: 'in_person' }]),
  make('music-ut-word-order', 'unknown_tool', catalog({ domainNames: ['music'] }), 'start_playback',
    { context_uri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy', device_id: 'kitchen-speaker', shuffle: true },
    ['playback_start', { context_uri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy', device_id: 'kitchen-speaker', shuffle: true }]),
  make('travel-ut-find-hotels-big', 'unknown_tool', catalog({ domainNames: ['travel', 'home', 'music'], fill: 100, seed: 9 }), 'find_hotels',
    { cityCode: 'LIS', checkIn: '2027-05-14', checkOut: '2027-05-17', guests: 2 },
    ['hotelSearch', { cityCode: 'LIS', checkIn: '2027-05-14', checkOut: '2027-05-17', guests: 2 }]),
  make('ops-ut-tail-logs-big', 'unknown_tool', catalog({ domainNames: ['ops'], fill: 145, seed: 10 }), 'tail_logs',
    { service: 'checkout-api', environment: 'production', since: '30m', level: 'error' },
    ['get_logs', { service: 'checkout-api', environment: 'production', since: '30m', level: 'error' }]),
  make('pay-ut-camel-in-snake', 'unknown_tool', catalog({ domainNames: ['payments', 'shop'] }), 'billing__createInvoice',
    { customer: 'cus_R8m2Lz', line_items: [{ description: 'Consulting, February', quantity: 12, unit_amount: 15000 }], currency: 'eur', due_date: '2027-03-15', collection_method: 'send_invoice' },
    ['billing__create_invoice', { customer: 'cus_R8m2Lz', line_items: [{ description: 'Consulting, February', quantity: 12, unit_amount: 15000 }], currency: 'eur', due_date: '2027-03-15', collection_method: 'send_invoice' }]),
  make('home-ut-turn-on-lights', 'unknown_tool', catalog({ domainNames: ['home'], fill: 20, seed: 12 }), 'turn_on_lights',
    { light_id: 'living-room-ceiling', on: true, brightness: 70 },
    ['set-light-state', { light_id: 'living-room-ceiling', on: true, brightness: 70 }]),
  make('data-ut-run-sql', 'unknown_tool', catalog({ domainNames: ['data', 'ops'] }), 'run_sql',
    { sql: 'select region, sum(total) from orders where created_at >= $1 group by region', params: ['2027-01-01'], read_only: true },
    ['db_query', { sql: 'select region, sum(total) from orders where created_at >= $1 group by region', params: ['2027-01-01'], read_only: true }]),
  make('shop-ut-missing-prefix', 'unknown_tool', catalog({ domainNames: ['shop', 'clinic'] }), 'cancel_order',
    { order_id: '#10482', reason: 'customer', restock: true, refund: true },
    ['shop__cancel_order', { order_id: '#10482', reason: 'customer', restock: true, refund: true }]),
  make('music-ut-camel-paraphrase-big', 'unknown_tool', catalog({ domainNames: ['music', 'travel'], fill: 130, seed: 15 }), 'addToPlaylist',
    { playlist_id: '5Rrf7mqN8uus2AaQQQNdc1', uris: ['spotify:track:0VjIjW4GlUZAMYd2vXMi3b', 'spotify:track:2Fxmhks0bxGSBdJ92vM42m'], position: 0 },
    ['playlist-add-tracks', { playlist_id: '5Rrf7mqN8uus2AaQQQNdc1', uris: ['spotify:track:0VjIjW4GlUZAMYd2vXMi3b', 'spotify:track:2Fxmhks0bxGSBdJ92vM42m'], position: 0 }]),
];

const invalidArguments = [
  make('travel-ia-guests-string', 'invalid_arguments', catalog({ domainNames: ['travel'] }), 'hotelSearch',
    { cityCode: 'BCN', checkIn: '2027-06-02', checkOut: '2027-06-06', guests: '3', rooms: 1 },
    ['hotelSearch', { cityCode: 'BCN', checkIn: '2027-06-02', checkOut: '2027-06-06', guests: 3, rooms: 1 }]),
  make('pay-ia-currency-case', 'invalid_arguments', catalog({ domainNames: ['payments'], fill: 40, seed: 21 }), 'billing__create_charge',
    { amount: 4999, currency: 'USD', customer: 'cus_Hx02Pw', description: 'Annual plan upgrade' },
    ['billing__create_charge', { amount: 4999, currency: 'usd', customer: 'cus_Hx02Pw', description: 'Annual plan upgrade' }]),
  make('pay-ia-reason-synonym', 'invalid_arguments', catalog({ domainNames: ['payments'] }), 'billing__refund_charge',
    { charge_id: 'ch_9KsL20aa', reason: 'customer_request' },
    ['billing__refund_charge', { charge_id: 'ch_9KsL20aa', reason: 'requested_by_customer' }]),
  make('home-ia-nested-key', 'invalid_arguments', catalog({ domainNames: ['home'] }), 'set-light-state',
    { light_id: 'bedroom-lamp', on: true, color: { hue: 28, sat: 60 } },
    ['set-light-state', { light_id: 'bedroom-lamp', on: true, color: { hue: 28, saturation: 60 } }]),
  make('ops-ia-missing-environment', 'invalid_arguments', catalog({ domainNames: ['ops'], fill: 60, seed: 24 }), 'deploy_service',
    { service: 'search-indexer', image_tag: 'v4.12.1', strategy: 'canary', canary: { percent: 10, step_minutes: 15 } },
    ['deploy_service', { service: 'search-indexer', environment: 'staging', image_tag: 'v4.12.1', strategy: 'canary', canary: { percent: 10, step_minutes: 15 } }]),
  make('shop-ia-open-near-miss', 'invalid_arguments', catalog({ domainNames: ['shop'] }), 'shop__search_products',
    { query: 'merino wool socks', instock: true, limit: 20 },
    ['shop__search_products', { query: 'merino wool socks', in_stock: true, limit: 20 }]),
  make('clinic-ia-date-format', 'invalid_arguments', catalog({ domainNames: ['clinic'] }), 'find_available_slots',
    { specialty: 'dermatology', date_from: '03/12/2027', date_to: '2027-03-19', visit_type: 'telehealth' },
    ['find_available_slots', { specialty: 'dermatology', date_from: '2027-03-12', date_to: '2027-03-19', visit_type: 'telehealth' }]),
  make('music-ia-array-single', 'invalid_arguments', catalog({ domainNames: ['music'], fill: 12, seed: 28 }), 'playlist-add-tracks',
    { playlist_id: '37i9dQZF1DX4sWSpwq3LiO', uris: 'spotify:track:7ouMYWpwJ422jRcDASZB7P' },
    ['playlist-add-tracks', { playlist_id: '37i9dQZF1DX4sWSpwq3LiO', uris: ['spotify:track:7ouMYWpwJ422jRcDASZB7P'] }]),
  make('data-ia-timeout-string', 'invalid_arguments', catalog({ domainNames: ['data'] }), 'db_query',
    { sql: 'select count(*) from sessions where day = $1', params: ['2027-01-31'], timeout_ms: '5000' },
    ['db_query', { sql: 'select count(*) from sessions where day = $1', params: ['2027-01-31'], timeout_ms: 5000 }]),
  make('travel-ia-nested-missing', 'invalid_arguments', catalog({ domainNames: ['travel'], fill: 30, seed: 30 }), 'flights_book',
    { offer_id: 'off_LX2210_BE', travelers: [{ first_name: 'Jonas', last_name: 'Berg', email: 'jonas.berg@example.net' }], contact_email: 'jonas.berg@example.net' },
    ['flights_book', { offer_id: 'off_LX2210_BE', travelers: [{ first_name: 'Jonas', last_name: 'Berg', birth_date: '1979-11-02', email: 'jonas.berg@example.net' }], contact_email: 'jonas.berg@example.net' }]),
  make('ops-ia-level-synonym', 'invalid_arguments', catalog({ domainNames: ['ops'] }), 'get_logs',
    { service: 'payments-worker', environment: 'production', since: '2h', level: 'warning', limit: 200 },
    ['get_logs', { service: 'payments-worker', environment: 'production', since: '2h', level: 'warn', limit: 200 }]),
  make('shop-ia-nested-enum-case', 'invalid_arguments', catalog({ domainNames: ['shop'], fill: 150, seed: 32 }), 'shop__create_fulfillment',
    { order_id: 'ord_88213', line_items: [{ line_item_id: 'li_1', quantity: 2 }], tracking: { carrier: 'UPS', number: '1Z999AA10123456784' }, notify_customer: true },
    ['shop__create_fulfillment', { order_id: 'ord_88213', line_items: [{ line_item_id: 'li_1', quantity: 2 }], tracking: { carrier: 'ups', number: '1Z999AA10123456784' }, notify_customer: true }]),
  make('clinic-ia-hours-unit', 'invalid_arguments', catalog({ domainNames: ['clinic'] }), 'send_appointment_reminder',
    { appointment_id: 'appt_77120', channel: 'sms', hours_before: '24h' },
    ['send_appointment_reminder', { appointment_id: 'appt_77120', channel: 'sms', hours_before: 24 }]),
  make('pay-ia-open-nested-near-miss', 'invalid_arguments', catalog({ domainNames: ['payments'] }), 'billing__create_customer',
    { email: 'finance@lumen-studio.example', name: 'Lumen Studio', address: { line1: 'Rua Augusta 120', city: 'Lisboa', postcode: '1100-053', country: 'PT' } },
    ['billing__create_customer', { email: 'finance@lumen-studio.example', name: 'Lumen Studio', address: { line1: 'Rua Augusta 120', city: 'Lisboa', postal_code: '1100-053', country: 'PT' } }]),
  make('music-ia-enum-synonym', 'invalid_arguments', catalog({ domainNames: ['music'] }), 'set_repeat_mode',
    { state: 'all', device_id: 'car-stereo' },
    ['set_repeat_mode', { state: 'context', device_id: 'car-stereo' }]),
];

const flightSearch = { origin: 'JFK', destination: 'NRT', departure_date: '2027-04-03', return_date: '2027-04-17', passengers: { adults: 2, children: 1 }, cabin: 'premium_economy' };
const lightState = { light_id: 'desk-strip', on: true, brightness: 55, color: { hue: 210, saturation: 80 } };
const alertRule = { name: 'p99 latency checkout', metric: 'http.server.duration.p99', threshold: 750, comparator: 'gt', window_minutes: 5 };
const invoice = { customer: 'cus_Q1w9Er', line_items: [{ description: 'Design retainer', quantity: 1, unit_amount: 250000 }], currency: 'gbp', due_date: '2027-02-28' };
const automation = { name: 'Porch lights at sunset', trigger: { type: 'sunset', offset_minutes: -15 }, actions: [{ device_id: 'porch-light', command: 'turn_on' }, { device_id: 'porch-light', command: 'set_brightness', value: 80 }] };
const insert = { table: 'stock_counts', rows: [{ store: 'PDX-01', sku: 'MUG-12', count: 40 }, { store: 'SEA-02', sku: 'MUG-12', count: 17 }], on_conflict: 'update' };
const expenses = { spreadsheetId: '1BvX-expenses-2027', sheetName: 'Q1', rows: [['2027-01-12', 'Taxi', 23.4], ['2027-01-13', 'Hotel', 310]] };
const reservation = { offerId: 'HX-5521-LIS', guest: { name: 'Priya Raman', email: 'priya.raman@example.com' }, specialRequests: 'a "quiet" room away from the lift' };
const subscription = { subscription_id: 'sub_1Nc8aZ', price_id: 'price_team_yearly', quantity: 12, proration_behavior: 'create_prorations' };
const playback = { context_uri: 'spotify:playlist:37i9dQZF1DWZeKCadgRdKQ', device_id: 'living-room', shuffle: true };
const waitlist = { patient_id: 'pt_10877', provider_id: 'dr_okonkwo', earliest: '2027-02-01', latest: '2027-02-14' };

const malformedJson = [
  make('travel-mj-cut-off', 'malformed_json', catalog({ domainNames: ['travel'] }), 'flights_search',
    cutOff(flightSearch, 12), ['flights_search', flightSearch], flightSearch),
  make('pay-mj-single-quotes', 'malformed_json', catalog({ domainNames: ['payments'], fill: 50, seed: 42 }), 'billing__create_invoice',
    "{'customer': 'cus_Q1w9Er', 'line_items': [{'description': 'Design retainer', 'quantity': 1, 'unit_amount': 250000}], 'currency': 'gbp', 'due_date': '2027-02-28'}",
    ['billing__create_invoice', invoice], invoice),
  make('home-mj-trailing-commas', 'malformed_json', catalog({ domainNames: ['home'] }), 'create_automation',
    '{"name": "Porch lights at sunset", "trigger": {"type": "sunset", "offset_minutes": -15,}, "actions": [{"device_id": "porch-light", "command": "turn_on"}, {"device_id": "porch-light", "command": "set_brightness", "value": 80},],}',
    ['create_automation', automation], automation),
  make('ops-mj-unquoted-keys', 'malformed_json', catalog({ domainNames: ['ops', 'data'] }), 'deploy_service',
    '{service: "billing-api", environment: "production", image_tag: "2027.01.29-3f9c2e1", replicas: 6, strategy: "rolling"}',
    ['deploy_service', { service: 'billing-api', environment: 'production', image_tag: '2027.01.29-3f9c2e1', replicas: 6, strategy: 'rolling' }],
    { service: 'billing-api', environment: 'production', image_tag: '2027.01.29-3f9c2e1', replicas: 6, strategy: 'rolling' }),
  make('data-mj-comments', 'malformed_json', catalog({ domainNames: ['data'] }), 'db_insert_rows',
    '{\n  "table": "stock_counts",\n  // one row per store\n  "rows": [{"store": "PDX-01", "sku": "MUG-12", "count": 40}, {"store": "SEA-02", "sku": "MUG-12", "count": 17}],\n  "on_conflict": "update" /* upsert */\n}',
    ['db_insert_rows', insert], insert),
  make('shop-mj-cut-off-then-string-int', 'malformed_json', catalog({ domainNames: ['shop'], fill: 100, seed: 46 }), 'shop__list_orders',
    '{"status": "open", "created_after": "2027-01-01", "limit": "50"',
    ['shop__list_orders', { status: 'open', created_after: '2027-01-01', limit: 50 }],
    { status: 'open', created_after: '2027-01-01', limit: '50' }),
  make('clinic-mj-single-quotes-then-enum-case', 'malformed_json', catalog({ domainNames: ['clinic'] }), 'add_to_waitlist',
    "{'patient_id': 'pt_10877', 'provider_id': 'dr_okonkwo', 'earliest': '2027-02-01', 'latest': '2027-02-14', 'preferred_times': ['Morning']}",
    ['add_to_waitlist', { ...waitlist, preferred_times: ['morning'] }],
    { ...waitlist, preferred_times: ['Morning'] }),
  make('music-mj-python-literal', 'malformed_json', catalog({ domainNames: ['music'] }), 'playback_start',
    '{"context_uri": "spotify:playlist:37i9dQZF1DWZeKCadgRdKQ", "device_id": "living-room", "shuffle": True}',
    ['playback_start', playback], playback),
  make('data-mj-trailing-then-enum-case', 'malformed_json', catalog({ domainNames: ['data'], fill: 25, seed: 49 }), 'sheetsAppendRows',
    '{"spreadsheetId": "1BvX-expenses-2027", "sheetName": "Q1", "rows": [["2027-01-12", "Taxi", 23.4], ["2027-01-13", "Hotel", 310],], "valueInputOption": "user_entered",}',
    ['sheetsAppendRows', { ...expenses, valueInputOption: 'USER_ENTERED' }],
    { ...expenses, valueInputOption: 'user_entered' }),
  make('ops-mj-comment-then-string-int', 'malformed_json', catalog({ domainNames: ['ops'], fill: 140, seed: 50 }), 'scale_service',
    '{"service": "image-resizer", "environment": "production", "replicas": "4" /* was 2 */}',
    ['scale_service', { service: 'image-resizer', environment: 'production', replicas: 4 }],
    { service: 'image-resizer', environment: 'production', replicas: '4' }),
  make('travel-mj-unescaped-quotes', 'malformed_json', catalog({ domainNames: ['travel'] }), 'hotelReserve',
    '{"offerId": "HX-5521-LIS", "guest": {"name": "Priya Raman", "email": "priya.raman@example.com"}, "specialRequests": "a "quiet" room away from the lift"}',
    ['hotelReserve', reservation], reservation),
  make('pay-mj-markdown-fence', 'malformed_json', catalog({ domainNames: ['payments'] }), 'billing__update_subscription',
    '```json\n' + JSON.stringify(subscription, null, 2) + '\n```',
    ['billing__update_subscription', subscription], subscription),
  make('home-mj-cut-off-nested', 'malformed_json', catalog({ domainNames: ['home', 'music'] }), 'set-light-state',
    cutOff(lightState, 3), ['set-light-state', lightState], lightState),
  make('ops-mj-unquoted-then-missing-required', 'malformed_json', catalog({ domainNames: ['ops'], fill: 30, seed: 54 }), 'create-alert-rule',
    '{name: "p99 latency checkout", metric: "http.server.duration.p99", threshold: 750, comparator: "gt", window_minutes: 5}',
    ['create-alert-rule', { ...alertRule, notify: ['oncall-payments@example.com'] }], alertRule),
  make('music-mj-unquoted-then-pattern', 'malformed_json', catalog({ domainNames: ['music'], fill: 8, seed: 56 }), 'search_catalog',
    '{q: "Khruangbin", type: ["album", "track"], limit: 20, market: "gb"}',
    ['search_catalog', { q: 'Khruangbin', type: ['album', 'track'], limit: 20, market: 'GB' }],
    { q: 'Khruangbin', type: ['album', 'track'], limit: 20, market: 'gb' }),
];

const mixed = [
  make('travel-mx-camel-passengers-int', 'mixed', catalog({ domainNames: ['travel'], fill: 45, seed: 61 }), 'searchFlights',
    { origin: 'AMS', destination: 'YUL', departure_date: '2027-07-08', passengers: 2, cabin: 'economy' },
    ['flights_search', { origin: 'AMS', destination: 'YUL', departure_date: '2027-07-08', passengers: { adults: 2 }, cabin: 'economy' }]),
  make('pay-mx-issue-refund-string-int', 'mixed', catalog({ domainNames: ['payments'] }), 'billing__issue_refund',
    { charge_id: 'ch_1OfT77', amount: '2500', reason: 'duplicate' },
    ['billing__refund_charge', { charge_id: 'ch_1OfT77', amount: 2500, reason: 'duplicate' }]),
  make('home-mx-camel-code-number', 'mixed', catalog({ domainNames: ['home'] }), 'unlockDoor',
    { lock_id: 'front-door', code: 4821 },
    ['unlock_door', { lock_id: 'front-door', code: '4821' }]),
  make('ops-mx-bare-verb-revision-string', 'mixed', catalog({ domainNames: ['ops'], fill: 80, seed: 64 }), 'rollback',
    { service: 'notifications', environment: 'production', to_revision: '12' },
    ['rollback_deployment', { service: 'notifications', environment: 'production', to_revision: 12 }]),
  make('data-mx-snake-misspelt-key', 'mixed', catalog({ domainNames: ['data'] }), 'sheets_read_range',
    { spreadsheetId: '1Qm-budget', rnage: 'Summary!A1:F40' },
    ['sheetsReadRange', { spreadsheetId: '1Qm-budget', range: 'Summary!A1:F40' }]),
  make('shop-mx-short-name-enum-case-big', 'mixed', catalog({ domainNames: ['shop', 'payments'], fill: 140, seed: 66 }), 'shop__cancel',
    { order_id: 'ord_55107', reason: 'Fraud', restock: true, refund: true },
    ['shop__cancel_order', { order_id: 'ord_55107', reason: 'fraud', restock: true, refund: true }]),
  make('clinic-mx-abbrev-yes-bool', 'mixed', catalog({ domainNames: ['clinic'], fill: 15, seed: 67 }), 'reschedule_appt',
    { appointment_id: 'appt_60244', new_slot_id: 'slot_2027-03-02T09:00_fm', notify_patient: 'yes' },
    ['reschedule_appointment', { appointment_id: 'appt_60244', new_slot_id: 'slot_2027-03-02T09:00_fm', notify_patient: true }]),
  make('music-mx-set-volume-key', 'mixed', catalog({ domainNames: ['music'] }), 'set_volume',
    { volume: 40, device_id: 'office-speaker' },
    ['playback_set_volume', { volume_percent: 40, device_id: 'office-speaker' }]),
  make('travel-mx-cancel-flight-quotes-enum', 'mixed', catalog({ domainNames: ['travel'] }), 'cancel_flight',
    "{'booking_ref': 'K7QX2M', 'reason': 'sick'}",
    ['flights_cancel_booking', { booking_ref: 'K7QX2M', reason: 'illness' }],
    { booking_ref: 'K7QX2M', reason: 'sick' }),
  make('ops-mx-trigger-pipeline-vars-list-big', 'mixed', catalog({ domainNames: ['ops', 'data'], fill: 140, seed: 70 }), 'trigger_pipeline',
    { pipeline_id: 'mobile-app', branch: 'main', variables: ['RELEASE_CHANNEL=beta', 'BUILD_FLAVOR=prod'] },
    ['pipelines__trigger_run', { pipeline_id: 'mobile-app', branch: 'main', variables: { RELEASE_CHANNEL: 'beta', BUILD_FLAVOR: 'prod' } }]),
  make('pay-mx-camel-status-case-big', 'mixed', catalog({ domainNames: ['payments', 'shop', 'home'], fill: 120, seed: 71 }), 'listInvoices',
    { customer: 'cus_Zt7Yq0', status: 'Paid', limit: 25 },
    ['billing__list_invoices', { customer: 'cus_Zt7Yq0', status: 'paid', limit: 25 }]),
  make('home-mx-snake-datetime', 'mixed', catalog({ domainNames: ['home'], fill: 10, seed: 72 }), 'get_sensor_history',
    { sensorId: 'temp-basement', from: '2027-01-10 08:00', to: '2027-01-10 20:00', resolution: 'hour' },
    ['get-sensor-history', { sensorId: 'temp-basement', from: '2027-01-10T08:00:00Z', to: '2027-01-10T20:00:00Z', resolution: 'hour' }]),
  make('shop-mx-short-name-missing-code', 'mixed', catalog({ domainNames: ['shop'] }), 'shop__create_discount',
    { percent_off: 15, expires_on: '2027-12-31', usage_limit: 500 },
    ['shop__create_discount_code', { code: 'WINTER15', percent_off: 15, expires_on: '2027-12-31', usage_limit: 500 }]),
  make('data-mx-row-object-not-array', 'mixed', catalog({ domainNames: ['data'], fill: 60, seed: 74 }), 'db_insert',
    { table: 'signups', rows: { email: 'li.wei@example.com', plan: 'pro', signed_up_on: '2027-02-02' } },
    ['db_insert_rows', { table: 'signups', rows: [{ email: 'li.wei@example.com', plan: 'pro', signed_up_on: '2027-02-02' }] }]),
  make('clinic-mx-cancel-visit-reason-synonym', 'mixed', catalog({ domainNames: ['clinic', 'travel'] }), 'cancel_visit',
    { appointment_id: 'appt_31902', reason: 'patient_cancelled' },
    ['cancel_appointment', { appointment_id: 'appt_31902', reason: 'patient_request' }]),
];

writeCaseFamilies({
  'unknown-tool.jsonl': unknownTool,
  'invalid-arguments.jsonl': invalidArguments,
  'malformed-json.jsonl': malformedJson,
  'mixed.jsonl': mixed,
}, here);
