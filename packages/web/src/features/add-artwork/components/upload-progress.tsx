export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-between text-sm text-stone-700">
        <span id="upload-progress-label">Uploading</span>
        <span className="tabular">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
