import { describe, expect, it } from 'vitest';
import { chooseImages } from './image-choice';

const MB = 1024 * 1024;

function image(name: string, size: number, type = 'image/png'): File {
  const file = new File([], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('chooseImages', () => {
  it('lets images of at most 4 MB through and names the larger ones', () => {
    const fine = image('shop.jpg', 4 * MB, 'image/jpeg');
    const big = image('poster.png', 4 * MB + 1);
    expect(chooseImages([fine, big], 8)).toEqual({
      accepted: [fine],
      refused: [{ name: 'poster.png', problem: 'file_too_large_4mb' }],
      leftOut: 0,
    });
  });

  it('refuses files that are not images the server reads', () => {
    const pdf = image('catalogue.pdf', 1000, 'application/pdf');
    expect(chooseImages([pdf], 8).refused).toEqual([{ name: 'catalogue.pdf', problem: 'unsupported_image' }]);
  });

  it('keeps only as many as there is room for, in the order chosen', () => {
    const files = ['a.png', 'b.png', 'c.png'].map((name) => image(name, 1000));
    const choice = chooseImages(files, 2);
    expect(choice.accepted.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(choice.leftOut).toBe(1);
  });

  it('takes nothing when the photos are already complete', () => {
    expect(chooseImages([image('a.png', 1000)], 0)).toEqual({ accepted: [], refused: [], leftOut: 1 });
  });
});
