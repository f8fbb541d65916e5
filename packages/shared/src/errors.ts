import { z } from 'zod';

/**
 * Every failure the API answers with. The key is the stable `code`; it doubles as the
 * translation key the web app shows (`errors.<code>`). `message` is the English text sent as
 * `error` to clients that do not translate.
 */
export const ERRORS = {
  /** The request body could not be parsed as JSON. */
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  /** One or more fields failed validation; `details.fields` lists them. */
  validation_failed: { status: 400, message: 'Some fields are missing or invalid.' },
  /** The body is larger than the server accepts. */
  payload_too_large: { status: 413, message: 'The request is too large.' },
  /** The content type of the body is not one the endpoint accepts. */
  unsupported_media_type: { status: 415, message: 'This type of content is not accepted.' },
  /** No API endpoint matches the method and path. */
  not_found: { status: 404, message: 'Not found.' },
  /** The method is not allowed here, or the request is otherwise malformed. */
  bad_request: { status: 400, message: 'The request is not valid.' },
  /** Too many requests in a short time. */
  rate_limited: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  /** No valid bearer token: not logged in, logged out, or the session expired. */
  unauthorized: { status: 401, message: 'Please log in.' },
  /** Logged in, but this needs another role (seller, admin). */
  forbidden: { status: 403, message: 'You do not have access to this.' },
  /** Registration with an e-mail address that already has an account (SPEC §8). */
  account_exist: { status: 400, message: 'account_exist' },
  /** Registration failed for another reason (SPEC §8). */
  Error_register_info: { status: 400, message: 'Error_register_info' },
  /** Wrong e-mail/username or password (SPEC §8). Also for deleted accounts. */
  Error_login_info: { status: 401, message: 'Error_login_info' },
  /** The password is right but the e-mail address has not been verified yet. */
  account_not_verified: { status: 403, message: 'Verify your e-mail address first: enter the code we sent you.' },
  /** The verification or reset code is wrong (SPEC §5). */
  invalid_code: { status: 400, message: 'Invalid code!' },
  /** Verification without the username, the code or the password, or with a wrong password (SPEC §5). */
  invalid_verification: { status: 400, message: 'Invalid or missing verification details.' },
  /** The code is older than 30 minutes. */
  code_expired: { status: 400, message: 'The code has expired. Ask for a new one.' },
  /** Five wrong tries: the code no longer works. */
  code_exhausted: { status: 400, message: 'Too many wrong tries. Ask for a new code.' },
  /** The password-reset token is unknown, used or expired. */
  invalid_token: { status: 400, message: 'This reset link has expired. Start again.' },
  /** Password change with a wrong current password. */
  wrong_password: { status: 400, message: 'The current password is not correct.' },
  /** An avatar or shop image over 2 MB (SPEC §5). */
  file_too_large_2mb: { status: 413, message: 'File size exceeds 2 MB' },
  /** A company file over 4 MB (SPEC §5). */
  file_too_large_4mb: { status: 413, message: 'File size exceeds 4 MB' },
  /** The file is not an image we can read. */
  unsupported_image: { status: 415, message: 'This file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).' },
  /** A company form without one of its required fields (SPEC §5). */
  company_required_fields: { status: 400, message: 'Please fill in all required fields' },
  /** The user already has a company; one user sells for one company. */
  company_exists: { status: 409, message: 'You have already registered a company.' },
  /** Another company is registered with this tax number. */
  company_nip_taken: { status: 409, message: 'A company with this tax number is already registered.' },
  /** The action does not fit the company's status (e.g. reinstating an approved company). */
  company_status_conflict: { status: 409, message: 'The company is not in a state that allows this.' },
  /** A company shows at most 8 photos. */
  too_many_photos: { status: 422, message: 'A company can show at most 8 photos.' },
  /** The upload is not a file field of a multipart form. */
  file_missing: { status: 400, message: 'Choose a file to upload.' },
  /** The multipart body ended before the file did (a cut connection or a broken client). */
  upload_incomplete: { status: 400, message: 'The upload was interrupted. Please try again.' },
  /** The seller's company is pending or suspended, and this needs an approved one. */
  company_not_approved: {
    status: 403,
    message: 'Your company must be approved by the operator before you can do this.',
  },
  /** Saving a shop failed for a reason the form cannot show next to a field (SPEC §8). */
  shop_save_failed: { status: 500, message: 'Error adding shop.' },
  /** Deleting a shop failed (SPEC §8). */
  shop_delete_failed: { status: 500, message: 'Error deleting shop.' },
  /** The geocoder did not answer (SPEC §5); the seller can place the pin by hand. */
  geocode_failed: { status: 502, message: 'Error fetching geocode' },
  /** The geocoder knows no place for the address: the same words to the seller, a 4xx for the API. */
  geocode_not_found: { status: 422, message: 'Error fetching geocode' },
  /** A shop shows at most 8 photos. */
  too_many_shop_photos: { status: 422, message: 'A shop can show at most 8 photos.' },
  /** The category is used by products and cannot be deleted. */
  category_in_use: { status: 409, message: 'Products use this category. Move them to another one first.' },
  /** The category has subcategories: delete or move them first. */
  category_has_children: { status: 409, message: 'This category has subcategories. Delete or move them first.' },
  /** The subcategory does not belong to the chosen category. */
  subcategory_mismatch: { status: 422, message: 'The subcategory does not belong to the chosen category.' },
  /** The seller already has a product with this EAN. */
  ean_taken: { status: 409, message: 'You already have a product with this EAN.' },
  /** A product without a title in the seller's default language (`details.language`). */
  product_title_missing: { status: 400, message: 'Give the product a name in your default language.' },
  /** A product shows at most 10 images. */
  too_many_images: { status: 422, message: 'A product can have at most 10 images.' },
  /** A price-list entry with a key another entry of the same seller has (SPEC §5). */
  delivery_key_exists: { status: 409, message: 'This key already exists in the list...' },
  /** Another carrier already has this name. */
  carrier_name_taken: { status: 409, message: 'A carrier with this name already exists.' },
  /** The carrier already offers a method of this kind (with or without cash on delivery). */
  delivery_method_exists: { status: 409, message: 'This carrier already offers this delivery method.' },
  /** A connection check before the operator's settings were saved. */
  operator_not_configured: { status: 409, message: 'Save the settings before checking the connection.' },
  /** More of a product than the seller has (SPEC §5); `details` names the product and what is left. */
  insufficient_stock: { status: 422, message: "I don't have that quantity" },
  /** A product has one batch of each code. */
  batch_code_taken: { status: 409, message: 'This product already has a batch with this code.' },
  /** A batch whose date has passed cannot be put on sale. */
  batch_expiry_past: { status: 422, message: 'This date has passed: an expired batch cannot be sold.' },
  /** The stock of a product kept per batch is changed on its batches. */
  stock_kept_in_batches: {
    status: 409,
    message: 'This product keeps its stock in batches: change the batches instead.',
  },
  /** A cart holds at most 100 different products. */
  cart_full: { status: 422, message: 'Your cart can hold at most 100 different products.' },
  /** Checkout without a delivery chosen for one of the sellers (SPEC §5). */
  no_shipping_method: { status: 422, message: 'No shipping method selected!' },
  /** More than one delivery chosen for one seller (SPEC §4). */
  too_many_delivery_options: { status: 422, message: 'Choose one delivery for each seller.' },
  /** The seller does not offer the chosen kind of delivery (SPEC §5). */
  delivery_type_unavailable: { status: 422, message: 'Provider did not include this type of delivery' },
  /** Store pickup from a seller without a pickup shop (SPEC §5). */
  provider_has_no_shops: { status: 422, message: 'This seller has no shop to collect from.' },
  /** A parcel locker that is no longer in service (retired by the ShipX sync), chosen or placed. */
  parcel_point_retired: {
    status: 422,
    message: 'This parcel locker is no longer in service. Choose another one.',
  },
  /** Checkout with nothing to buy. */
  cart_empty: { status: 422, message: 'Your cart is empty.' },
  /** Placing an order without an Idempotency-Key header. */
  idempotency_key_required: { status: 400, message: 'Send an Idempotency-Key header, new for each order.' },
  /** An Idempotency-Key sent again with another request (other lines, deliveries, address or payment): nothing is done. */
  idempotency_key_reused: {
    status: 422,
    message: 'This request was already sent with other details. Reload the page and try again.',
  },
  /** Placing an order failed for a reason the buyer cannot fix; nothing was written (SPEC §8). */
  order_failed: { status: 500, message: 'Failed to place order.' },
  /** A status change the order's path does not allow from where it is. */
  order_status_not_allowed: { status: 409, message: 'The order cannot move to this status from where it is.' },
  /** Shipping without a tracking number (typed, or from a ShipX shipment). */
  tracking_number_required: { status: 422, message: 'Enter the tracking number to mark the order shipped.' },
  /** Someone else changed the order between reading and writing it. */
  order_changed: { status: 409, message: 'The order was changed meanwhile. Reload it and try again.' },
  /** 'Create shipment' for an order ShipX cannot take (not InPost, already shipped or has one). */
  shipment_not_possible: {
    status: 422,
    message: 'Only InPost parcel-locker and courier orders that have not left yet can be shipped through ShipX.',
  },
  /** The seller has saved no ShipX account (organization id and API key). */
  shipx_not_configured: {
    status: 422,
    message: 'Set your ShipX organization id and API key in operator settings first.',
  },
  /** ShipX refused or did not confirm; `details.reason` says why. */
  shipx_failed: { status: 502, message: 'ShipX did not accept the shipment.' },
  /** The marketplace talks to no ShipX (no SHIPX_URL outside the demo), whatever keys the seller saved. */
  shipx_unavailable: {
    status: 503,
    message: 'Shipments through InPost ShipX are not available on this marketplace yet. Contact the operator.',
  },
  /** A payment method the purchase cannot use (switched off, not set up, or not for these orders). */
  payment_method_unavailable: { status: 422, message: 'This payment method is not available for this purchase.' },
  /** Paying a purchase whose orders are all paid, cancelled or paid on delivery. */
  nothing_to_pay: { status: 409, message: 'There is nothing left to pay in this purchase.' },
  /** The operator did not start the payment. */
  payment_failed: { status: 502, message: 'The payment could not be started. Try again or choose another method.' },
  /** An operator notification whose signature or content is not authentic. */
  notification_rejected: { status: 400, message: 'The notification could not be verified.' },
  /** A search synonym group with fewer than two different words once normalised. */
  synonym_group_too_small: { status: 400, message: 'A group needs at least two different words.' },
  /** Rating a product the buyer has not received: no delivered order of theirs holds it. */
  rating_not_delivered: {
    status: 403,
    message: 'You can rate a product once an order with it has been delivered to you.',
  },
  /** A visitor tries to write to a seller (SPEC §5). */
  message_login_required: { status: 401, message: 'You must be logged in to send a message.' },
  /** A seller writing to its own company as a buyer. */
  message_own_company: { status: 422, message: 'You cannot send a message to your own company.' },
  /** More messages in a short time than a person writes. */
  messages_rate_limited: {
    status: 429,
    message: 'You have sent many messages in a short time. Please wait a few minutes and try again.',
  },
  /** The database does not answer. */
  database_unavailable: { status: 503, message: 'The service is temporarily unavailable.' },
  /** Anything unexpected; the answer carries the request id and nothing internal. */
  internal_error: { status: 500, message: 'Something went wrong on our side.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** The shape of every failed answer. */
/** One refused field of a `validation_failed` answer: `reason` is a key of VALIDATION_MESSAGES. */
export const fieldProblemSchema = z.object({ field: z.string(), reason: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

export const errorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
  requestId: z.string().optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
