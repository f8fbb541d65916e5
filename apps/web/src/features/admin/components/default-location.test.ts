import { describe, expect, it } from 'vitest';
import { coordinateProblem, readCoordinate, roundCoordinate } from './default-location';

describe('the default location’s coordinates', () => {
  it('are read from what was typed, with a decimal comma or point', () => {
    expect(readCoordinate(52.2297)).toBe(52.2297);
    expect(readCoordinate('21,0122')).toBe(21.0122);
    expect(readCoordinate(' -3.7 ')).toBe(-3.7);
    expect(readCoordinate('')).toBeNull();
    expect(readCoordinate('north')).toBeNull();
  });

  it('must be given and lie on the globe', () => {
    expect(coordinateProblem(52.2297, 'latitude')).toBeNull();
    expect(coordinateProblem(-90, 'latitude')).toBeNull();
    expect(coordinateProblem(91, 'latitude')).toBe('range');
    expect(coordinateProblem(120, 'longitude')).toBeNull();
    expect(coordinateProblem(-180.5, 'longitude')).toBe('range');
    expect(coordinateProblem('', 'longitude')).toBe('required');
  });

  it('are kept to six decimals', () => {
    expect(roundCoordinate(52.229712345)).toBe(52.229712);
  });
});
