/**
 * Every cache key of the web app, in one place, so what a mutation must invalidate is visible
 * here rather than spread over features (which may not import each other). A key is a path:
 * invalidating a prefix (e.g. `queryKeys.catalog.all`) reaches every key under it.
 *
 * Answers that come in the UI language hold it in their key, priced answers the visitor's currency
 * too; a user's own data holds their id,
 * so a second person logging in on the same tab never sees the first one's cached details.
 */
export const queryKeys = {
  /** GET /api/site: name, operator, defaults and links (the header and footer). */
  site: ['site'] as const,
  /** GET /api/users/status: who the stored session belongs to (start-up, after becoming a seller). */
  session: ['session'] as const,
  /** GET /api/currencies: the operator's exchange rates (the admin's form). */
  currencyRates: ['currencies'] as const,

  /** The storefront's catalog answers; a seller's or the operator's change invalidates them all. */
  catalog: {
    all: ['catalog'] as const,
    categoryTrees: ['catalog', 'categories'] as const,
    categories: (language: string) => ['catalog', 'categories', language] as const,
    products: (query: string, language: string, currency: string) =>
      ['catalog', 'products', query, language, currency] as const,
    product: (id: string, language: string, currency: string) =>
      ['catalog', 'product', id, language, currency] as const,
    homeRow: (query: string, language: string, currency: string) =>
      ['catalog', 'home-row', query, language, currency] as const,
    /** GET /api/products/facets: the free-from counts of a list (its query without page or sort). */
    facets: (query: string, language: string) => ['catalog', 'facets', query, language] as const,
    /** An ingredient's page: its products are priced and titled as the catalog's cards. */
    ingredient: (slug: string, page: number, language: string, currency: string) =>
      ['catalog', 'ingredient', slug, page, language, currency] as const,
  },

  /** The reference list of ingredients, which changes with a release: the pickers' suggestions and names. */
  ingredients: {
    search: (text: string) => ['ingredients', 'search', text] as const,
    name: (slug: string) => ['ingredients', 'name', slug] as const,
  },

  /** A seller's (or the operator's) own catalog data; it does not depend on the UI language. */
  sellerCatalog: {
    all: ['seller-catalog'] as const,
    products: ['seller-catalog', 'products'] as const,
    productList: (query: { q: string; page: number }) => ['seller-catalog', 'products', 'list', query] as const,
    product: (id: string) => ['seller-catalog', 'product', id] as const,
    categories: ['seller-catalog', 'categories'] as const,
    managedCategories: (scope: 'seller' | 'admin') => ['seller-catalog', 'categories', scope] as const,
    defaultLanguage: (companyId: string) => ['seller-catalog', 'default-language', companyId] as const,
    /** A product's batches; a change also moves its stock, label gaps and the stock page. */
    batches: (productId: string) => ['seller-catalog', 'batches', productId] as const,
    /** A composition as the reference list reads it (names matched, unknown ones flagged). */
    ingredientCheck: (composition: string) => ['seller-catalog', 'ingredient-check', composition] as const,
  },

  /**
   * A seller's stock by expiry: the products expiring within its window and the buyers of a
   * batch. A batch or window change invalidates the prefix.
   */
  sellerStock: {
    all: ['seller-stock'] as const,
    expiring: ['seller-stock', 'expiring'] as const,
    recall: (code: string) => ['seller-stock', 'recall', code] as const,
  },

  /** Company answers: the public ones (in the UI language) and a seller's own company. */
  companies: {
    all: ['companies'] as const,
    public: ['companies', 'public'] as const,
    manufacturers: (query: { q: string; page: number }) => ['companies', 'public', 'list', query] as const,
    /** The first 50 manufacturers, as the catalog's filter offers them. */
    manufacturerOptions: ['companies', 'public', 'options'] as const,
    presentation: (companyId: string, language: string) => ['companies', 'public', companyId, language] as const,
    seller: (companyId: string) => ['companies', 'seller', companyId] as const,
  },

  /** Visible shops: the store locator, shop pages, company pages (in the UI language). */
  shops: {
    all: ['shops'] as const,
    list: (query: string, language: string) => ['shops', 'list', query, language] as const,
    detail: (id: string, language: string) => ['shops', 'one', id, language] as const,
  },

  /** A seller's own shops, every language. */
  sellerShops: {
    list: ['seller-shops', 'list'] as const,
    shop: (id: string) => ['seller-shops', 'one', id] as const,
  },

  /** How sellers deliver (in the visitor's currency) and the parcel lockers a buyer picks from. */
  logistics: {
    /** A seller's options; for one of its products, under the seller's key (its times count the product's). */
    deliveryOptions: (companyId: string, currency: string, productId?: string) =>
      productId
        ? (['logistics', 'delivery', companyId, currency, productId] as const)
        : (['logistics', 'delivery', companyId, currency] as const),
    parcelPoints: (query: string) => ['logistics', 'parcel-points', query] as const,
  },

  /** A seller's own price list and whether it is enough to deliver (the seller area's warning). */
  sellerLogistics: {
    all: ['seller-logistics'] as const,
    list: ['seller-logistics', 'list'] as const,
    status: ['seller-logistics', 'status'] as const,
  },

  /** The caller's cart (a buyer's by the session, a visitor's by its token), priced in their currency. */
  cartAll: ['cart'] as const,
  cart: (currency: string) => ['cart', currency] as const,

  /**
   * A buyer's own orders (/userorders) and purchases (/payment-selection), amounts fixed in the
   * currency of placing; a payment choice invalidates them all.
   */
  buyerOrders: {
    all: (userId: string) => ['buyer-orders', userId] as const,
    list: (userId: string, page: number) => ['buyer-orders', userId, 'list', page] as const,
    purchase: (userId: string, groupId: string) => ['buyer-orders', userId, 'purchase', groupId] as const,
  },

  /**
   * A seller's orders, customers and monthly statements, under one prefix because a status change
   * moves all three (a cancelled order leaves the sums). They hold the seller's company id (the
   * seller area renders only for a seller with one).
   */
  sellerOrders: {
    all: (companyId: string) => ['seller-orders', companyId] as const,
    list: (companyId: string, filter: object) => ['seller-orders', companyId, 'list', filter] as const,
    order: (companyId: string, id: string) => ['seller-orders', companyId, 'one', id] as const,
    customers: (companyId: string, query: { q: string; page: number }) =>
      ['seller-orders', companyId, 'customers', query] as const,
    statements: (companyId: string, month: string) => ['seller-orders', companyId, 'statements', month] as const,
  },

  /** A seller's operator accounts (keys never included). */
  operators: ['seller-operators'] as const,

  /** The operator's screens. */
  admin: {
    companies: ['admin', 'companies'] as const,
    companyLists: ['admin', 'companies', 'list'] as const,
    companyList: (filter: object) => ['admin', 'companies', 'list', filter] as const,
    company: (companyId: string) => ['admin', 'companies', 'one', companyId] as const,
    siteCommission: ['admin', 'site', 'commission'] as const,
    defaultLocation: ['admin', 'site', 'default-location'] as const,
    /** The configuration page: defaults, header and banner, app links, default delivery prices. */
    siteConfiguration: ['admin', 'site', 'configuration'] as const,
    carriers: ['admin', 'logistics', 'carriers'] as const,
    unconfiguredSellers: ['admin', 'logistics', 'unconfigured-sellers'] as const,
    parcelPoints: ['admin', 'logistics', 'parcel-points'] as const,
    orderList: (filter: object) => ['admin', 'orders', 'list', filter] as const,
    /** Payments an operator reported for another amount than asked (the orders tab's warning). */
    flaggedPayments: ['admin', 'payments', 'flagged'] as const,
    /** Every month's statements: a new VAT rate on the commission changes them all. */
    statementLists: ['admin', 'statements', 'list'] as const,
    statements: (month: string) => ['admin', 'statements', 'list', month] as const,
    commissionVat: ['admin', 'statements', 'vat'] as const,
    /** The groups of words the search treats as one. */
    searchSynonyms: ['admin', 'search-synonyms'] as const,
  },

  /**
   * Verified buyers' ratings: a product's (in any language, as written), the buyer's own (under
   * its id), its seller's (under the company's id) and the operator's list. A rating sent or
   * hidden changes the product's stars, so it also clears the catalog.
   */
  ratings: {
    all: ['ratings'] as const,
    product: (productId: string, query: object) => ['ratings', 'product', productId, query] as const,
    mine: (userId: string, productIds: string) => ['ratings', 'mine', userId, productIds] as const,
    seller: (companyId: string, query: object) => ['ratings', 'seller', companyId, query] as const,
    admin: (query: object) => ['ratings', 'admin', query] as const,
  },

  /**
   * Conversations between buyers and sellers: a buyer's own (under the user's id) and those of a
   * seller's company (under the company's id), each with its unread count for the menus.
   */
  messages: {
    all: (side: 'buyer' | 'seller', ownerId: string) => ['messages', side, ownerId] as const,
    list: (side: 'buyer' | 'seller', ownerId: string) => ['messages', side, ownerId, 'list'] as const,
    thread: (side: 'buyer' | 'seller', ownerId: string, id: string) =>
      ['messages', side, ownerId, 'thread', id] as const,
    unread: (side: 'buyer' | 'seller', ownerId: string) => ['messages', side, ownerId, 'unread'] as const,
  },

  /** A logged-in user's own account data. */
  account: {
    all: (userId: string) => ['users', userId] as const,
    profile: (userId: string) => ['users', userId, 'me'] as const,
    shippingAddresses: (userId: string) => ['users', userId, 'shipping-addresses'] as const,
    invoiceDetails: (userId: string) => ['users', userId, 'invoice-details'] as const,
  },
};
