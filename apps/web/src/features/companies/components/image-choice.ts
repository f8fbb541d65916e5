import { MAX_COMPANY_FILE_BYTES } from '@glowmarket/shared/constants';
import { checkImageFile, type ImageFileProblem } from '../../../lib/files';

/** A chosen file that cannot be sent, and why (an error code with a text under `errors.*`). */
export interface ImageRefusal {
  name: string;
  problem: ImageFileProblem;
}

export interface ImageChoice {
  /** The files to send, at most `room` of them, in the order they were chosen. */
  accepted: File[];
  refused: ImageRefusal[];
  /** Fine files that did not fit: the company already shows or has chosen enough photos. */
  leftOut: number;
}

/**
 * Sorts the files the user picked before anything is sent: images of at most 4 MB go through,
 * as many as there is room for; the rest are named with the reason.
 */
export function chooseImages(
  files: readonly File[],
  room: number,
  maxBytes: number = MAX_COMPANY_FILE_BYTES,
): ImageChoice {
  const choice: ImageChoice = { accepted: [], refused: [], leftOut: 0 };
  for (const file of files) {
    const problem = checkImageFile(file, maxBytes);
    if (problem) choice.refused.push({ name: file.name, problem });
    else if (choice.accepted.length < Math.max(0, room)) choice.accepted.push(file);
    else choice.leftOut += 1;
  }
  return choice;
}
