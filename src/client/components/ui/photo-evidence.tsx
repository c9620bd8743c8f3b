// Photos a person adds to a form as evidence (a partner's damage claim, a customer's dispute): each is uploaded as it
// is chosen and shown as a thumbnail with a button to take it out again. The picker is a real file input inside a
// label styled as a button, so it is reached and opened from the keyboard like any control.
import { CircleAlert, ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { describeApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { uploadPhoto } from '../../lib/photo-upload.ts';
import { buttonVariants } from './button.tsx';
import { IconButton } from './icon-button.tsx';

export interface EvidencePhoto {
  id: string;
  url: string;
  name: string;
}

export interface PhotoEvidenceProps {
  label: string;
  photos: EvidencePhoto[];
  onChange(photos: EvidencePhoto[]): void;
  max: number;
  required?: boolean;
  error?: string;
  /** Told when uploads start and when the last one ends, so the form can wait for them. */
  onBusyChange?(busy: boolean): void;
}

export function PhotoEvidence({ label, photos, onChange, max, required, error, onBusyChange }: PhotoEvidenceProps) {
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const [failures, setFailures] = useState<string[]>([]);
  const full = photos.length >= max;
  // Uploads finish one after another: each adds to the photos as they are then (one may have been removed meanwhile).
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });

  const add = async (files: File[]) => {
    setFailures([]);
    if (files.length === 0) return;
    onBusyChange?.(true);
    // A refused file takes no place: the next one chosen may still fit.
    for (const file of files) {
      if (latest.current.length >= max) break;
      setUploading((n) => n + 1);
      try {
        const saved = await uploadPhoto(file);
        latest.current = [...latest.current, { id: saved.id, url: saved.url, name: file.name }];
        onChange(latest.current);
      } catch (uploadError) {
        setFailures((list) => [...list, `${file.name}: ${describeApiError(uploadError)}`]);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    onBusyChange?.(false);
  };

  const problems = [...failures, ...(error ? [error] : [])];
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm leading-5 font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-brand">
            *
          </span>
        ) : null}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={cn(
            buttonVariants({ variant: 'secondary', size: 'sm' }),
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus',
            (full || uploading > 0) && 'pointer-events-none opacity-50',
          )}
        >
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            className="sr-only"
            disabled={full}
            aria-labelledby={`${id}-label ${id}-action`}
            aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            onChange={(event) => {
              if (event.target.files) void add(Array.from(event.target.files));
              event.target.value = '';
            }}
          />
          <ImagePlus aria-hidden="true" />
          <span id={`${id}-action`}>{uploading > 0 ? `Uploading ${uploading}…` : 'Add photos'}</span>
        </label>
        <span className="text-sm text-muted">
          {photos.length} of {max}
        </span>
      </div>
      {photos.length > 0 ? (
        <ul aria-label={`${label}: added`} className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.url}
                alt={`${label} ${index + 1}: ${photo.name}`}
                className="size-20 rounded-lg border border-line object-cover"
              />
              <IconButton
                label={`Remove ${photo.name}`}
                icon={<X />}
                size="sm"
                variant="glass"
                className="absolute -top-2 -right-2"
                onClick={() => onChange(photos.filter((other) => other.id !== photo.id))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {problems.length > 0 ? (
        <ul id={`${id}-problems`} role="alert" className="flex flex-col gap-1 text-sm font-medium text-danger">
          {problems.map((problem) => (
            <li key={problem} className="flex items-center gap-1.5">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {problem}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
