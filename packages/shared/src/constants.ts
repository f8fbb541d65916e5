/** Business constants of SPEC §9. One place, used by the API and the web app alike. */

export const APP_VERSION = '1.1.5';

/** Results per page of every list. */
export const PAGE_SIZE = 50;

/** How long a notification stays on screen. */
export const NOTIFICATION_DURATION_MS = 5000;

/** Open and close transition of dialogs. */
export const DIALOG_TRANSITION_MS = 300;

/** The platform commission ('Prowizja'), a percentage of the order value. */
export const DEFAULT_COMMISSION_PERCENT = 6;

/** Products that can be compared side by side. */
export const COMPARE_LIMIT = 3;

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const MAX_SHOP_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_COMPANY_FILE_BYTES = 4 * 1024 * 1024;

export const REVIEW_COMMENT_MAX_LENGTH = 60;

export const PRODUCT_CONDITIONS = ['new', 'used', 'damaged'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
