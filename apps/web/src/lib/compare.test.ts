import { COMPARE_LIMIT } from '@glowmarket/shared/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { addToCompare, clearCompare, COMPARE_KEY, compareList, reloadCompare, removeFromCompare } from './compare';

describe('the comparison', () => {
  beforeEach(() => {
    clearCompare();
  });

  it('holds at most 3 products and refuses a fourth', () => {
    expect(COMPARE_LIMIT).toBe(3);
    expect(addToCompare('a')).toBe('added');
    expect(addToCompare('b')).toBe('added');
    expect(addToCompare('c')).toBe('added');
    expect(addToCompare('d')).toBe('full');
    expect(compareList()).toEqual(['a', 'b', 'c']);
  });

  it('adds a product once', () => {
    addToCompare('a');
    expect(addToCompare('a')).toBe('present');
    expect(compareList()).toEqual(['a']);
  });

  it('makes room when one is removed', () => {
    addToCompare('a');
    addToCompare('b');
    addToCompare('c');
    removeFromCompare('b');
    expect(addToCompare('d')).toBe('added');
    expect(compareList()).toEqual(['a', 'c', 'd']);
  });

  it('survives a reload through localStorage', () => {
    addToCompare('a');
    addToCompare('b');
    expect(JSON.parse(localStorage.getItem(COMPARE_KEY) ?? 'null')).toEqual(['a', 'b']);
    reloadCompare();
    expect(compareList()).toEqual(['a', 'b']);
  });

  it('ignores a damaged or oversized stored list', () => {
    localStorage.setItem(COMPARE_KEY, '{not json');
    reloadCompare();
    expect(compareList()).toEqual([]);
    localStorage.setItem(COMPARE_KEY, JSON.stringify(['a', 'a', 7, 'b', 'c', 'd']));
    reloadCompare();
    expect(compareList()).toEqual(['a', 'b', 'c']);
  });
});
