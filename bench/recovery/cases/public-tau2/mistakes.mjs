// The mistakes the public τ²-bench cases are made of: each takes a correct call (a name
// and its arguments, with the tool's JSON Schema) and returns the faulty one a model
// plausibly writes, or `null` when the mistake does not apply to that call.
import { removeAt, renameAt, setAt, walk } from '../case-kit/json-paths.mjs';
import { pick } from '../case-kit/seeded-random.mjs';

const camel = (name) => name.replace(/_([a-z0-9])/g, (_, letter) => letter.toUpperCase());

// ---- tool names --------------------------------------------------------------------

/** A typing slip in one word of at least five letters: a letter dropped, two letters
 * swapped, or a letter doubled. */
function misspell(name, next) {
  const words = name.split('_');
  const long = words.map((word, index) => ({ word, index })).filter(({ word }) => word.length >= 5);
  const { word, index } = pick(long, next);
  const at = 1 + Math.floor(next() * (word.length - 2));
  const slips = [
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    word.slice(0, at) + word[at] + word.slice(at),
  ];
  const slipped = [...words];
  slipped[index] = pick(slips.filter((slip) => slip !== word), next);
  return slipped.join('_');
}

/** Names a model blends from two tools of the same catalog (a verb of one, a noun of
 * another), for the tool meant. */
const blends = {
  get_reservation_details: ['get_reservation_status', 'get_user_reservation_details'],
  update_reservation_flights: ['update_reservation_flight_details', 'change_reservation_flights'],
  cancel_reservation: ['cancel_reservation_flights'],
  search_direct_flight: ['search_direct_flight_status', 'search_onestop_direct_flight'],
  get_user_details: ['get_user_reservations'],
  update_reservation_baggages: ['update_reservation_details'],
  book_reservation: ['book_reservation_flights'],
  get_order_details: ['get_order_items', 'get_pending_order_details'],
  exchange_delivered_order_items: ['modify_delivered_order_items', 'exchange_order_items'],
  modify_pending_order_items: ['exchange_pending_order_items'],
  return_delivered_order_items: ['return_order_items', 'return_pending_order_items'],
  cancel_pending_order: ['cancel_delivered_order'],
  find_user_id_by_name_zip: ['find_user_id_by_name', 'find_user_by_name_zip'],
  get_product_details: ['get_item_product_details'],
  modify_pending_order_address: ['modify_order_address', 'modify_pending_order_user_address'],
  get_customer_by_phone: ['get_customer_by_phone_number', 'get_customer_by_line'],
  get_details_by_id: ['get_line_details_by_id', 'get_bill_details_by_id'],
  enable_roaming: ['enable_line_roaming'],
  refuel_data: ['refuel_line_data', 'get_data_refuel'],
  send_payment_request: ['send_bill_payment_request'],
  resume_line: ['resume_suspended_line'],
  suspend_line: ['suspend_customer_line'],
  get_bills_for_customer: ['get_customer_bills'],
  get_data_usage: ['get_line_data_usage'],
};

/** Names a model invents for the tool meant: the words a user or another API uses. */
const synonyms = {
  get_reservation_details: ['get_booking_details', 'lookup_reservation', 'retrieve_reservation'],
  update_reservation_flights: ['change_flight', 'modify_reservation_flights', 'rebook_flights'],
  cancel_reservation: ['cancel_booking', 'cancel_trip'],
  search_direct_flight: ['search_flights', 'find_direct_flights', 'flight_search'],
  get_user_details: ['get_customer_profile', 'get_user_profile'],
  update_reservation_baggages: ['add_checked_bags', 'update_baggage'],
  book_reservation: ['create_booking', 'book_flight', 'create_reservation'],
  update_reservation_passengers: ['edit_passenger_info', 'update_passengers'],
  get_order_details: ['lookup_order', 'get_order_status', 'order_lookup'],
  exchange_delivered_order_items: ['exchange_items', 'swap_order_items'],
  modify_pending_order_items: ['change_order_items', 'update_order_items'],
  return_delivered_order_items: ['process_return', 'initiate_return', 'create_return'],
  cancel_pending_order: ['cancel_order', 'void_order'],
  find_user_id_by_name_zip: ['lookup_customer', 'find_customer_by_name_and_zip'],
  find_user_id_by_email: ['find_user_by_email', 'lookup_user_by_email'],
  get_product_details: ['get_product_info', 'product_lookup'],
  modify_pending_order_address: ['update_shipping_address', 'change_delivery_address'],
  modify_user_address: ['update_default_address', 'update_user_address'],
  get_customer_by_phone: ['lookup_customer_by_phone', 'find_customer_by_phone'],
  get_customer_by_id: ['lookup_customer', 'fetch_customer'],
  get_customer_by_name: ['search_customers', 'find_customer_by_name'],
  get_details_by_id: ['lookup_by_id', 'get_record'],
  enable_roaming: ['turn_on_roaming', 'activate_roaming'],
  disable_roaming: ['turn_off_roaming', 'deactivate_roaming'],
  refuel_data: ['add_data', 'purchase_data_top_up', 'buy_more_data'],
  send_payment_request: ['request_payment', 'send_bill_reminder'],
  resume_line: ['reactivate_line', 'unsuspend_line'],
  suspend_line: ['pause_line', 'deactivate_line'],
  get_bills_for_customer: ['list_bills', 'get_billing_history'],
  get_data_usage: ['check_data_usage', 'get_usage'],
};

/** A wrong name for `name` (the base name of the tool meant), or `null`. `known` tells
 * whether a name is a tool of the catalog, so no mistake lands on a real tool. */
export function wrongName(kind, name, next, known) {
  let candidates;
  switch (kind) {
    case 'misspelled':
      candidates = name.split('_').some((word) => word.length >= 5) ? [misspell(name, next)] : [];
      break;
    case 'camel_cased':
      candidates = name.includes('_') ? [camel(name)] : [];
      break;
    case 'sibling_blend':
      candidates = blends[name] ?? [];
      break;
    case 'invented_synonym':
      candidates = synonyms[name] ?? [];
      break;
    default:
      throw new Error(`No name mistake ${kind}`);
  }
  const usable = candidates.filter((candidate) => candidate !== name && !known(candidate));
  return usable.length === 0 ? null : pick(usable, next);
}

// ---- arguments ---------------------------------------------------------------------

/** Keys a model uses for the declared one: another API's word, or the database field's. */
const keySynonyms = {
  zip: ['zip_code', 'postal_code'],
  email: ['email_address'],
  payment_method_id: ['payment_id', 'payment_method'],
  payment_id: ['payment_method_id'],
  dob: ['date_of_birth', 'birth_date'],
  phone_number: ['phone'],
  full_name: ['name'],
  reservation_id: ['confirmation_number', 'booking_id'],
  user_id: ['customer_id', 'username'],
  item_ids: ['items', 'item_id_list'],
  new_item_ids: ['replacement_item_ids', 'new_items'],
  gb_amount: ['amount_gb', 'data_gb'],
  bill_id: ['invoice_id'],
  total_baggages: ['total_bags', 'checked_bags'],
  nonfree_baggages: ['paid_baggages', 'extra_bags'],
  flight_type: ['trip_type'],
  order_id: ['order_number'],
  line_id: ['line_number'],
  flight_number: ['flight_no', 'flight_id'],
  expression: ['expr'],
  summary: ['reason', 'issue_summary'],
  address1: ['street', 'address_line1'],
  state: ['state_code'],
  date: ['departure_date', 'flight_date'],
  product_id: ['product'],
  first_name: ['given_name'],
  customer_id: ['account_id'],
  cabin: ['cabin_class'],
};

/** Near misses of an enum value: the case, separators and words a model slips on. */
function enumNearMisses(value, allowed) {
  const misses = [
    value[0].toUpperCase() + value.slice(1),
    value.toUpperCase(),
    value.replaceAll('_', ' '),
    value.replaceAll('_', '-'),
    value.replaceAll('_', ''),
  ];
  if (value === 'yes') misses.push('Yes', 'true');
  if (value === 'no') misses.push('No', 'none', 'false');
  if (value === 'round_trip') misses.push('return');
  if (value === 'basic_economy') misses.push('economy_basic');
  return [...new Set(misses)].filter((miss) => miss !== value && !allowed.includes(miss));
}

/** The arguments with one mistake of `kind`, or `null` when it does not apply. */
export function wrongArguments(kind, args, schema, next) {
  const entries = walk(args, schema).filter(([path]) => path.length > 0);
  const topLevel = entries.filter(([path]) => path.length === 1);
  const nested = entries.filter(([path]) => path.length > 2 && typeof path[path.length - 1] === 'string');
  const choose = (options) => (options.length === 0 ? null : pick(options, next));
  switch (kind) {
    case 'number_as_string': {
      const found = choose(entries.filter(([, value, inner]) => typeof value === 'number' && (inner?.type === 'integer' || inner?.type === 'number')));
      return found === null ? null : setAt(args, found[0], String(found[1]));
    }
    case 'digits_as_number': {
      const found = choose(entries.filter(([, value, inner]) => typeof value === 'string' && inner?.type === 'string' && /^[1-9]\d{3,15}$/.test(value)));
      return found === null ? null : setAt(args, found[0], Number(found[1]));
    }
    case 'single_for_array': {
      const found = choose(topLevel.filter(([, value, inner]) => inner?.type === 'array' && Array.isArray(value) && value.length === 1 && typeof value[0] === 'string'));
      return found === null ? null : setAt(args, found[0], found[1][0]);
    }
    case 'missing_required': {
      const required = schema.required ?? [];
      const found = choose(topLevel.filter(([path]) => required.includes(path[0]) && required.indexOf(path[0]) > 0));
      return found === null ? null : removeAt(args, found[0]);
    }
    case 'renamed_key': {
      const found = choose(topLevel.filter(([path]) => keySynonyms[path[0]] !== undefined));
      if (found === null) return null;
      const declared = Object.keys(schema.properties);
      const options = keySynonyms[found[0][0]].filter((key) => !declared.includes(key));
      return options.length === 0 ? null : renameAt(args, found[0], pick(options, next));
    }
    case 'camel_cased_key': {
      const found = choose(topLevel.filter(([path]) => camel(path[0]) !== path[0]));
      return found === null ? null : renameAt(args, found[0], camel(found[0][0]));
    }
    case 'enum_near_miss': {
      const found = choose(entries.filter(([, value, inner]) => Array.isArray(inner?.enum) && typeof value === 'string'));
      if (found === null) return null;
      return setAt(args, found[0], pick(enumNearMisses(found[1], found[2].enum), next));
    }
    case 'nested_renamed_key': {
      const found = choose(nested.filter(([path]) => keySynonyms[path[path.length - 1]] !== undefined));
      return found === null ? null : renameAt(args, found[0], pick(keySynonyms[found[0][found[0].length - 1]], next));
    }
    case 'nested_number_as_string': {
      const found = choose(nested.filter(([, value]) => typeof value === 'number'));
      return found === null ? null : setAt(args, found[0], String(found[1]));
    }
    default:
      throw new Error(`No argument mistake ${kind}`);
  }
}
