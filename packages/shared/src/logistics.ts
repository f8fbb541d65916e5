import { z } from 'zod';
import { MAX_PRICE, moneySchema, quotedMoneySchema } from './catalog';
import { reason } from './validation';

/**
 * How a parcel reaches the buyer. A pickup point and a parcel locker need a point the buyer
 * chooses; store pickup happens at one of the seller's pickup shops.
 */
export const DELIVERY_KINDS = ['courier', 'pickup_point', 'parcel_locker', 'store_pickup'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** InPost (the id migration 0010 gives it): its parcel-locker and courier orders are shipped through ShipX. */
export const SHIPX_CARRIER_ID = '0c000000-0000-4000-8000-000000000001';

/** The most a seller may charge for one delivery: one thousand euros, in cents. */
export const MAX_DELIVERY_PRICE = 100_000;
export const MAX_DELIVERY_DAYS = 60;
/** Lengths of a carrier's name and of a price-list entry's key in the seller's own system. */
export const MAX_CARRIER_NAME = 60;
export const MAX_DELIVERY_KEY = 64;
/** Parcel points the finder shows at once. */
export const PARCEL_POINTS_PAGE = 50;

const trimmed = (max: number) => z.string().trim().min(1).max(max);

// Carriers and their methods: data the operator keeps in /admin.

export const deliveryMethodSchema = z.object({
  id: z.string(),
  carrierId: z.string(),
  carrierName: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  /** Cash on delivery: the buyer pays the courier, the order is placed unpaid. */
  cod: z.boolean(),
  /** The buyer chooses a pickup point or parcel locker at checkout. */
  needsPoint: z.boolean(),
  /** An inactive method is offered nowhere; the price-list entries that use it rest. */
  active: z.boolean(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

export const carrierSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  methods: z.array(deliveryMethodSchema),
});
export type Carrier = z.infer<typeof carrierSchema>;
export const carrierListSchema = z.object({ items: z.array(carrierSchema) });

export const carrierInputSchema = z.object({ name: trimmed(MAX_CARRIER_NAME), active: z.boolean().default(true) });
export type CarrierInput = z.input<typeof carrierInputSchema>;

export const deliveryMethodInputSchema = z.object({
  kind: z.enum(DELIVERY_KINDS),
  cod: z.boolean().default(false),
  needsPoint: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type DeliveryMethodInput = z.input<typeof deliveryMethodInputSchema>;

export const deliveryMethodChangeSchema = deliveryMethodInputSchema.pick({ needsPoint: true, active: true });

export const idParamsSchema = z.object({ id: z.uuid() });

/** An approved seller whose price list is empty, for the operator to chase. */
export const unconfiguredSellerSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });
export const unconfiguredSellerListSchema = z.object({ items: z.array(unconfiguredSellerSchema) });

// A seller's price list

export const deliveryPriceInputSchema = z
  .object({
    methodId: z.uuid(),
    /** The entry's id in the seller's own system (ERP, shop software); unique within the list. */
    key: trimmed(MAX_DELIVERY_KEY),
    /** Cents of EUR; 0 is free delivery. */
    price: z.number().int().min(0).max(MAX_DELIVERY_PRICE),
    /** From this order value (cents of EUR) delivery is free; null: never free. */
    freeFrom: z.number().int().min(1).max(MAX_PRICE).nullable().default(null),
    deliveryDays: z.number().int().min(0).max(MAX_DELIVERY_DAYS),
  })
  .strict();
export type DeliveryPriceInput = z.input<typeof deliveryPriceInputSchema>;

export const deliveryPriceSchema = z.object({
  id: z.string(),
  method: deliveryMethodSchema,
  key: z.string(),
  price: moneySchema,
  freeFrom: moneySchema.nullable(),
  deliveryDays: z.number().int(),
  updatedAt: z.string(),
});
export type DeliveryPrice = z.infer<typeof deliveryPriceSchema>;

export const sellerLogisticsSchema = z.object({
  /** True once the price list has an entry buyers can use; until then the seller sees a warning. */
  configured: z.boolean(),
  entries: z.array(deliveryPriceSchema),
  /** The methods an entry may use: active ones of active carriers, store pickup aside. */
  methods: z.array(deliveryMethodSchema),
  /** The seller's shops where buyers may collect orders: store pickup is offered when there are any. */
  pickupShops: z.number().int(),
});
export type SellerLogistics = z.infer<typeof sellerLogisticsSchema>;

export const logisticsStatusSchema = z.object({ configured: z.boolean() });

// What a buyer sees

export const deliveryOptionSchema = z.object({
  /** The price-list entry; null for store pickup, which costs nothing. */
  id: z.string().nullable(),
  carrierName: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  cod: z.boolean(),
  needsPoint: z.boolean(),
  price: quotedMoneySchema,
  freeFrom: quotedMoneySchema.nullable(),
  /** The carrier's working days from dispatch; 0 for store pickup. */
  deliveryDays: z.number().int(),
  /**
   * When it would arrive if ordered now (store pickup: when it is ready at the shop), YYYY-MM-DD:
   * counting the product's time to ship when the options are asked for a product.
   */
  estimatedDate: z.string(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const deliveryOptionsSchema = z.object({
  /** False while the seller has not set its price list: its products cannot be delivered yet. */
  available: z.boolean(),
  /** The cheapest shipped delivery (store pickup aside) and the lowest free-delivery threshold. */
  cheapest: quotedMoneySchema.nullable(),
  freeFrom: quotedMoneySchema.nullable(),
  options: z.array(deliveryOptionSchema),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;

export const deliveryOptionsQuerySchema = z.object({
  company: z.uuid(),
  /** One of the seller's products: the estimates then count its "Ships in N days". */
  product: z.uuid().optional(),
});

// Parcel points (InPost lockers), synchronised from ShipX

const latitudeSchema = z.coerce.number().min(-90).max(90);
const longitudeSchema = z.coerce.number().min(-180).max(180);

export const parcelPointsQuerySchema = z
  .object({
    /** A town or a postal code ("31-147", "31147"). */
    q: z.string().trim().min(2).max(100).optional(),
    latitude: latitudeSchema.optional(),
    longitude: longitudeSchema.optional(),
    limit: z.coerce.number().int().min(1).max(PARCEL_POINTS_PAGE).default(PARCEL_POINTS_PAGE),
  })
  .refine((query) => query.q !== undefined || (query.latitude !== undefined && query.longitude !== undefined), {
    path: ['q'],
    ...reason('required'),
  });

export const parcelPointSchema = z.object({
  name: z.string(),
  address: z.object({ line1: z.string(), line2: z.string() }),
  city: z.string(),
  postalCode: z.string(),
  description: z.string(),
  openingHours: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  distanceKm: z.number().nullable(),
});
export type ParcelPoint = z.infer<typeof parcelPointSchema>;

export const parcelPointListSchema = z.object({
  /** Where the list is measured from: the place searched for, or the buyer's position. */
  center: z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }).nullable(),
  items: z.array(parcelPointSchema),
});
export type ParcelPointList = z.infer<typeof parcelPointListSchema>;

export const parcelPointParamsSchema = z.object({ name: z.string().regex(/^[A-Za-z0-9_-]{2,32}$/) });

/** The operator's view of the points table and its synchronisation. */
export const parcelPointsStatusSchema = z.object({
  points: z.number().int(),
  lastSyncedAt: z.string().nullable(),
  /** Where points come from: ShipX at SHIPX_URL, or the bundled sample offline. */
  source: z.enum(['shipx', 'sample']),
});
export type ParcelPointsStatus = z.infer<typeof parcelPointsStatusSchema>;
