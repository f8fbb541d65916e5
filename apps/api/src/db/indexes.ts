/**
 * The options of a GIN index that is searched more than it is written: each write goes into the
 * index at once instead of into a pending list, which every search reads whole until the next
 * vacuum (3,000 listing writes made a broad search twice as slow). The writes pay a little more.
 */
export const WITHOUT_PENDING_LIST = { fastupdate: false } as const;
