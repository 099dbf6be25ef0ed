// Tool catalogs of the fresh (held-out) recovery cases: domains that the tuned-on cases do
// not use. Naming conventions are mixed on purpose, as real MCP catalogs are.

/** An object schema. `extra`: false (strict), true (open) or undefined (left out: open). */
export function obj(properties, required = [], extra) {
  const schema = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  if (extra !== undefined) schema.additionalProperties = extra;
  return schema;
}
const str = (description) => (description === undefined ? { type: 'string' } : { type: 'string', description });
const int = (minimum, maximum) => {
  const schema = { type: 'integer' };
  if (minimum !== undefined) schema.minimum = minimum;
  if (maximum !== undefined) schema.maximum = maximum;
  return schema;
};
const en = (...values) => ({ type: 'string', enum: values });
const date = { type: 'string', format: 'date' };
const dateTime = { type: 'string', format: 'date-time' };
const email = { type: 'string', format: 'email' };
const bool = { type: 'boolean' };
const arr = (items, minItems) => (minItems === undefined ? { type: 'array', items } : { type: 'array', items, minItems });
const tool = (name, description, parameters) => ({ name, description, parameters });

const iata = { type: 'string', pattern: '^[A-Z]{3}$', description: 'IATA airport or city code' };

export const travel = [
  tool('flights_search', 'Search flight offers between two airports for given dates and passengers.', obj({
    origin: iata,
    destination: iata,
    departure_date: date,
    return_date: date,
    passengers: obj({ adults: int(1, 9), children: int(0, 8), infants: int(0, 4) }, ['adults'], false),
    cabin: en('economy', 'premium_economy', 'business', 'first'),
    max_stops: int(0, 3),
  }, ['origin', 'destination', 'departure_date', 'passengers'], false)),
  tool('flights_book', 'Book a flight offer returned by flights_search for one or more travelers.', obj({
    offer_id: str(),
    travelers: arr(obj({ first_name: str(), last_name: str(), birth_date: date, email }, ['first_name', 'last_name', 'birth_date'], false), 1),
    contact_email: email,
    hold_only: bool,
  }, ['offer_id', 'travelers', 'contact_email'], false)),
  tool('flights_cancel_booking', 'Cancel a flight booking by its six-character booking reference.', obj({
    booking_ref: { type: 'string', pattern: '^[A-Z0-9]{6}$' },
    reason: en('schedule_change', 'illness', 'duplicate', 'other'),
    refund_to: en('original_payment', 'travel_credit'),
  }, ['booking_ref'], false)),
  tool('get-seat-map', 'Show the seat map of a flight on a date.', obj({ flight_number: str(), date }, ['flight_number', 'date'], false)),
  tool('hotelSearch', 'Find hotels with availability in a city for check-in and check-out dates.', obj({
    cityCode: iata,
    checkIn: date,
    checkOut: date,
    guests: int(1, 10),
    rooms: int(1, 5),
    amenities: arr(en('wifi', 'pool', 'parking', 'gym', 'breakfast', 'spa')),
    maxPricePerNight: { type: 'number', minimum: 0 },
  }, ['cityCode', 'checkIn', 'checkOut'])),
  tool('hotelReserve', 'Reserve a room from a hotel offer.', obj({
    offerId: str(),
    guest: obj({ name: str(), email, phone: str() }, ['name', 'email'], false),
    specialRequests: str(),
  }, ['offerId', 'guest'], false)),
  tool('trips__list_itineraries', 'List a traveler\'s trip itineraries.', obj({ traveler_email: email, status: en('upcoming', 'past', 'cancelled') }, ['traveler_email'], false)),
  tool('car_rental_quote', 'Get car rental quotes at a pickup location.', obj({
    pickup_location: str(), pickup_at: dateTime, dropoff_at: dateTime, car_class: en('economy', 'compact', 'suv', 'van', 'luxury'),
  }, ['pickup_location', 'pickup_at', 'dropoff_at'])),
];

const currency = en('usd', 'eur', 'gbp', 'jpy', 'cad');
export const payments = [
  tool('billing__create_charge', 'Charge a customer\'s default payment method. Amounts are in the smallest currency unit (cents).', obj({
    amount: int(50), currency, customer: str('Customer id, cus_...'), description: str(), capture: bool,
    metadata: { type: 'object', additionalProperties: { type: 'string' } },
  }, ['amount', 'currency', 'customer'], false)),
  tool('billing__refund_charge', 'Refund a charge in full or in part (amount in cents).', obj({
    charge_id: str('ch_...'), amount: int(1), reason: en('duplicate', 'fraudulent', 'requested_by_customer'),
  }, ['charge_id'], false)),
  tool('billing__create_invoice', 'Create an invoice with line items for a customer.', obj({
    customer: str(),
    line_items: arr(obj({ description: str(), quantity: int(1), unit_amount: int(0) }, ['description', 'quantity', 'unit_amount'], false), 1),
    currency,
    due_date: date,
    collection_method: en('charge_automatically', 'send_invoice'),
  }, ['customer', 'line_items'], false)),
  tool('billing__void_invoice', 'Void an open invoice.', obj({ invoice_id: str('in_...') }, ['invoice_id'], false)),
  tool('billing__list_invoices', 'List invoices, optionally for one customer and status.', obj({
    customer: str(), status: en('draft', 'open', 'paid', 'uncollectible', 'void'), limit: int(1, 100), created_after: date,
  }, [], false)),
  tool('billing__update_subscription', 'Change the price or quantity of a subscription.', obj({
    subscription_id: str(), price_id: str(), quantity: int(1), proration_behavior: en('create_prorations', 'none', 'always_invoice'),
  }, ['subscription_id'], false)),
  tool('billing__create_customer', 'Create a billing customer.', obj({
    email, name: str(), address: obj({ line1: str(), line2: str(), city: str(), postal_code: str(), country: str('ISO 3166-1 alpha-2') }, ['line1', 'city', 'country'], true),
    tax_exempt: en('none', 'exempt', 'reverse'),
  }, ['email'])),
  tool('billing__retrieve_balance', 'Show the account balance, available and pending.', obj({}, [], false)),
];

export const home = [
  tool('setThermostat', 'Set a thermostat\'s target temperature and mode.', obj({
    deviceId: str(), targetTemperature: { type: 'number', minimum: 5, maximum: 35 }, mode: en('heat', 'cool', 'auto', 'off'), unit: en('celsius', 'fahrenheit'),
  }, ['deviceId', 'targetTemperature'], false)),
  tool('set-light-state', 'Turn a light on or off and set its brightness and color.', obj({
    light_id: str(), on: bool, brightness: int(0, 100), color: obj({ hue: int(0, 360), saturation: int(0, 100) }, ['hue', 'saturation'], false), transition_ms: int(0, 10000),
  }, ['light_id'], false)),
  tool('lock_door', 'Lock a smart lock.', obj({ lock_id: str() }, ['lock_id'], false)),
  tool('unlock_door', 'Unlock a smart lock with its user code.', obj({ lock_id: str(), code: { type: 'string', pattern: '^[0-9]{4,8}$' }, auto_relock_seconds: int(0, 600) }, ['lock_id', 'code'], false)),
  tool('listDevices', 'List the home\'s devices, optionally by room and type.', obj({ room: str(), type: en('light', 'thermostat', 'lock', 'sensor', 'camera', 'plug') })),
  tool('create_automation', 'Create an automation: a trigger and the actions it runs.', obj({
    name: str(),
    trigger: obj({ type: en('time', 'sunset', 'sunrise', 'device_state'), at: str('HH:MM for time triggers'), offset_minutes: int(-120, 120) }, ['type'], false),
    actions: arr(obj({ device_id: str(), command: en('turn_on', 'turn_off', 'set_brightness', 'lock', 'unlock', 'set_temperature'), value: { type: 'number' } }, ['device_id', 'command'], false), 1),
    enabled: bool,
  }, ['name', 'trigger', 'actions'], false)),
  tool('get-sensor-history', 'Read a sensor\'s recorded values between two times.', obj({
    sensorId: str(), from: dateTime, to: dateTime, resolution: en('minute', 'hour', 'day'),
  }, ['sensorId', 'from'], false)),
  tool('arm_security_system', 'Arm the alarm system in a mode.', obj({ mode: en('away', 'home', 'night'), pin: { type: 'string', pattern: '^[0-9]{4}$' } }, ['mode', 'pin'], false)),
];

const env = en('dev', 'staging', 'production');
export const ops = [
  tool('deploy_service', 'Deploy an image tag of a service to an environment.', obj({
    service: str(), environment: env, image_tag: str(), replicas: int(1, 50), strategy: en('rolling', 'blue_green', 'canary'),
    canary: obj({ percent: int(1, 50), step_minutes: int(1, 120) }, ['percent'], false),
  }, ['service', 'environment', 'image_tag'], false)),
  tool('rollback_deployment', 'Roll a service back to an earlier revision.', obj({ service: str(), environment: env, to_revision: int(1) }, ['service', 'environment'], false)),
  tool('scale_service', 'Set the number of running replicas of a service.', obj({ service: str(), environment: env, replicas: int(0, 100) }, ['service', 'environment', 'replicas'], false)),
  tool('get_logs', 'Fetch recent log lines of a service.', obj({
    service: str(), environment: env, since: { type: 'string', pattern: '^[0-9]+[smhd]$', description: 'e.g. 15m, 2h' }, level: en('debug', 'info', 'warn', 'error'), limit: int(1, 1000), filter: str(),
  }, ['service', 'environment'], false)),
  tool('pipelines__trigger_run', 'Start a CI pipeline run on a branch.', obj({
    pipeline_id: str(), branch: str(), variables: { type: 'object', additionalProperties: { type: 'string' } }, skip_tests: bool,
  }, ['pipeline_id', 'branch'], false)),
  tool('pipelines__cancel_run', 'Cancel a running pipeline run.', obj({ run_id: str() }, ['run_id'], false)),
  tool('pipelines__get_run_status', 'Get the status and stages of a pipeline run.', obj({ run_id: str() }, ['run_id'], false)),
  tool('set_env_var', 'Set an environment variable of a service.', obj({
    service: str(), environment: env, key: { type: 'string', pattern: '^[A-Z_][A-Z0-9_]*$' }, value: str(), secret: bool,
  }, ['service', 'environment', 'key', 'value'], false)),
  tool('create-alert-rule', 'Create a metric alert rule that notifies people.', obj({
    name: str(), metric: str(), threshold: { type: 'number' }, comparator: en('gt', 'gte', 'lt', 'lte'), window_minutes: int(1, 1440), notify: arr(email, 1),
  }, ['name', 'metric', 'threshold', 'comparator', 'notify'], false)),
];

const cellValue = { type: ['string', 'number', 'boolean'] };
export const data = [
  tool('sheetsAppendRows', 'Append rows to the end of a sheet.', obj({
    spreadsheetId: str(), sheetName: str(), rows: arr(arr(cellValue), 1), valueInputOption: en('RAW', 'USER_ENTERED'),
  }, ['spreadsheetId', 'rows'], false)),
  tool('sheetsUpdateCell', 'Write one value to a cell in A1 notation.', obj({
    spreadsheetId: str(), sheetName: str(), cell: { type: 'string', pattern: '^[A-Z]{1,3}[0-9]{1,7}$' }, value: cellValue,
  }, ['spreadsheetId', 'cell', 'value'], false)),
  tool('sheetsReadRange', 'Read the values of a range, such as Sheet1!A1:D20.', obj({ spreadsheetId: str(), range: str(), majorDimension: en('ROWS', 'COLUMNS') }, ['spreadsheetId', 'range'], false)),
  tool('sheetsCreateSheet', 'Add a new sheet (tab) to a spreadsheet.', obj({ spreadsheetId: str(), title: str() }, ['spreadsheetId', 'title'], false)),
  tool('db_query', 'Run a SQL query against the analytics database.', obj({
    sql: str(), params: arr({ type: ['string', 'number', 'boolean'] }), timeout_ms: int(100, 30000), read_only: bool,
  }, ['sql'], false)),
  tool('db_insert_rows', 'Insert rows into a table; each row is an object of column values.', obj({
    table: str(), rows: arr({ type: 'object', additionalProperties: true }, 1), on_conflict: en('error', 'ignore', 'update'),
  }, ['table', 'rows'], false)),
  tool('db_describe_table', 'Show the columns and types of a table.', obj({ table: str(), schema: str() }, ['table'], false)),
  tool('db_list_tables', 'List the tables of a schema.', obj({ schema: str() }, [], false)),
  tool('export_csv', 'Export a table or query result as a CSV file.', obj({
    table: str(), columns: arr(str()), where: str(), delimiter: en(',', ';', '\t'),
  }, ['table'])),
];

export const shop = [
  tool('shop__get_order', 'Get one order with its line items.', obj({ order_id: str() }, ['order_id'], false)),
  tool('shop__update_inventory', 'Adjust the available quantity of a SKU at a stock location.', obj({
    sku: str(), location_id: str(), adjustment: int(-10000, 10000), reason: en('restock', 'damaged', 'correction', 'returned'),
  }, ['sku', 'location_id', 'adjustment'], false)),
  tool('shop__create_fulfillment', 'Mark line items of an order as shipped, with tracking.', obj({
    order_id: str(),
    line_items: arr(obj({ line_item_id: str(), quantity: int(1) }, ['line_item_id', 'quantity'], false), 1),
    tracking: obj({ carrier: en('ups', 'usps', 'fedex', 'dhl'), number: str() }, ['carrier', 'number'], false),
    notify_customer: bool,
  }, ['order_id', 'line_items'], false)),
  tool('shop__cancel_order', 'Cancel an order, optionally restocking and refunding it.', obj({
    order_id: str(), reason: en('customer', 'inventory', 'fraud', 'declined', 'other'), restock: bool, refund: bool,
  }, ['order_id', 'reason'], false)),
  tool('shop__list_orders', 'List orders by status and creation date.', obj({
    status: en('open', 'closed', 'cancelled', 'any'), created_after: date, limit: int(1, 250),
  }, [], false)),
  tool('shop__create_discount_code', 'Create a percentage discount code.', obj({
    code: { type: 'string', pattern: '^[A-Z0-9_-]{3,32}$' }, percent_off: int(1, 100), expires_on: date, usage_limit: int(1),
  }, ['code', 'percent_off'], false)),
  tool('shop__search_products', 'Search the product catalog.', obj({ query: str(), collection: str(), in_stock: bool, limit: int(1, 100) }, ['query'], true)),
  tool('shop__set_product_price', 'Set the price of a product variant (decimal string).', obj({
    product_id: str(), variant_id: str(), price: { type: 'string', pattern: '^[0-9]+\\.[0-9]{2}$' }, compare_at_price: { type: 'string', pattern: '^[0-9]+\\.[0-9]{2}$' },
  }, ['product_id', 'variant_id', 'price'], false)),
];

const visitType = en('in_person', 'telehealth');
export const clinic = [
  tool('find_available_slots', 'Find open appointment slots for a provider or specialty.', obj({
    provider_id: str(), specialty: en('family_medicine', 'dermatology', 'cardiology', 'pediatrics', 'physiotherapy'), date_from: date, date_to: date, visit_type: visitType,
  }, ['date_from'], false)),
  tool('book_appointment', 'Book an open slot for a patient.', obj({ patient_id: str(), slot_id: str(), reason: str(), visit_type: visitType }, ['patient_id', 'slot_id'], false)),
  tool('cancel_appointment', 'Cancel a booked appointment.', obj({ appointment_id: str(), reason: en('patient_request', 'provider_unavailable', 'rescheduled', 'no_show') }, ['appointment_id', 'reason'], false)),
  tool('reschedule_appointment', 'Move a booked appointment to another open slot.', obj({ appointment_id: str(), new_slot_id: str(), notify_patient: bool }, ['appointment_id', 'new_slot_id'], false)),
  tool('get_patient_record', 'Get a patient\'s demographics and upcoming appointments.', obj({ patient_id: str(), include: arr(en('appointments', 'insurance', 'allergies')) }, ['patient_id'], false)),
  tool('send_appointment_reminder', 'Schedule a reminder for an appointment.', obj({ appointment_id: str(), channel: en('sms', 'email', 'voice'), hours_before: int(1, 72) }, ['appointment_id', 'channel'], false)),
  tool('add_to_waitlist', 'Put a patient on a provider\'s waitlist for earlier slots.', obj({
    patient_id: str(), provider_id: str(), earliest: date, latest: date, preferred_times: arr(en('morning', 'afternoon', 'evening')),
  }, ['patient_id', 'provider_id'], false)),
];

export const music = [
  tool('playback_start', 'Start or resume playback of an album, playlist or track on a device.', obj({
    context_uri: { type: 'string', format: 'uri' }, device_id: str(), position_ms: int(0), shuffle: bool,
  }, [], false)),
  tool('playback_pause', 'Pause playback.', obj({ device_id: str() }, [], false)),
  tool('playback_set_volume', 'Set the playback volume in percent.', obj({ volume_percent: int(0, 100), device_id: str() }, ['volume_percent'], false)),
  tool('playlist-add-tracks', 'Add tracks to a playlist by URI.', obj({
    playlist_id: str(), uris: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 100 }, position: int(0),
  }, ['playlist_id', 'uris'], false)),
  tool('search_catalog', 'Search the music catalog.', obj({
    q: str(), type: arr(en('track', 'album', 'artist', 'playlist', 'podcast'), 1), limit: int(1, 50), market: { type: 'string', pattern: '^[A-Z]{2}$' },
  }, ['q', 'type'], false)),
  tool('createPlaylist', 'Create a playlist for the current user.', obj({ name: str(), public: bool, collaborative: bool, description: str() }, ['name'])),
  tool('queue_track', 'Add a track to the end of the play queue.', obj({ uri: str(), device_id: str() }, ['uri'], false)),
  tool('set_repeat_mode', 'Set repeat: the track, the context, or off.', obj({ state: en('track', 'context', 'off'), device_id: str() }, ['state'], false)),
];

export const domains = { travel, payments, home, ops, data, shop, clinic, music };
