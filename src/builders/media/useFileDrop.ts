/**
 * A file dropped on an area or chosen with the browser's own file input, without a library:
 * react-dropzone brings a table of MIME types (file-selector) the admin's script budget has no
 * room for (docs/performance.md, "Today's figures"). One file is taken when its
 * type is of the family the field accepts ("image/…", "video/…"), the family the input offers.
 */
import { useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import { readOutOnly } from '../../theme/readOutOnly';

export interface FileDropOptions {
  /** The family of MIME types taken: `image` or `video`. */
  accept: string;
  /** A click, Enter or Space on the area opens the file picker (off where buttons do it). */
  pickOnPress: boolean;
  onAccepted: (file: File) => void;
  onRejected: () => void;
}

export function useFileDrop({ accept, pickOnPress, onAccepted, onRejected }: FileDropOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragActive, setDragActive] = useState(false);

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const [file] = files;
    if (files.length === 1 && file.type.startsWith(`${accept}/`)) onAccepted(file);
    else onRejected();
  };
  const open = () => inputRef.current?.click();

  const inputProps = {
    ref: inputRef,
    type: 'file',
    accept: `${accept}/*`,
    // Out of sight and out of the tab order, but still there for the picker, as a file input must be.
    tabIndex: -1,
    style: readOutOnly,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      take(event.target.files);
      // The same file chosen again is a change again.
      event.target.value = '';
    },
  };

  const dragOver = (event: DragEvent<HTMLElement>) => {
    // Without this the browser opens the file rather than let it be dropped here.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragActive(true);
  };
  const rootProps = {
    onDragEnter: dragOver,
    onDragOver: dragOver,
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragActive(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragActive(false);
      take(event.dataTransfer.files);
    },
    ...(pickOnPress && {
      tabIndex: 0,
      onClick: open,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        open();
      },
    }),
  };

  return { inputProps, rootProps, open, isDragActive };
}
