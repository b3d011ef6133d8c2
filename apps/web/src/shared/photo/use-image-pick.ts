import { useRef, useState } from 'react';
import { checkPhotoFile } from './check-file';

/**
 * Spec 02 §4 "Photo upload" steps 1, 2 and 7: a picked file is checked; an invalid one clears the
 * input, says why and opens nothing; a valid one is the cropper's until the modal closes, which
 * clears the input too (so the same file can be picked again).
 */
export function useImagePick() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const checking = useRef(0);

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const pick = async (picked: File | null | undefined) => {
    if (!picked) return;
    const turn = ++checking.current;
    const check = await checkPhotoFile(picked);
    if (turn !== checking.current) return;
    if (!check.ok) {
      clearInput();
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    setFile(picked);
  };

  const close = () => {
    setFile(null);
    clearInput();
  };

  return { input, file, problem, pick, close };
}
