"use client";

import * as React from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@repo/ui/dialog";
import { barcodeDetector, type BarcodeDetectorLike } from "./barcode-detector";
import { serialFromBarcodes, type SerialEntryTexts } from "./serial-number";

/** How often the camera picture is searched for a barcode. */
const SCAN_INTERVAL_MS = 300;

function Scanner({ texts, onSerial, onFailure }: { texts: SerialEntryTexts; onSerial: (serial: string) => void; onFailure: () => void }) {
  const video = React.useRef<HTMLVideoElement>(null);
  const [misread, setMisread] = React.useState(false);

  React.useEffect(() => {
    const Detector = barcodeDetector();
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const scan = async (detector: BarcodeDetectorLike) => {
      if (stopped || !video.current) return;
      try {
        const codes = await detector.detect(video.current);
        const serial = serialFromBarcodes(codes.map((code) => code.rawValue));
        if (serial) return onSerial(serial);
        if (codes.length > 0) setMisread(true);
      } catch {
        // A frame the detector cannot read yet (the video is still starting): try the next one.
      }
      timer = setTimeout(() => void scan(detector), SCAN_INTERVAL_MS);
    };
    void (async () => {
      try {
        if (!Detector) throw new Error("no barcode detection");
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        void scan(new Detector());
      } catch {
        if (!stopped) onFailure();
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onSerial, onFailure]);

  return (
    <>
      <video ref={video} muted playsInline aria-hidden className="aspect-video w-full rounded-card bg-surface-inverse object-cover" />
      {misread ? (
        <p role="status" className="text-sm text-danger">
          {texts.errors.scan}
        </p>
      ) : null}
    </>
  );
}

/**
 * The camera dialog of the serial number entry: loaded only when the visitor
 * reaches for the scan button, so the warranty page does not carry the
 * dialog's code for visitors who type their number.
 */
export function ScanDialog({
  open,
  onOpenChange,
  texts,
  onSerial,
  onFailure,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: SerialEntryTexts;
  onSerial: (serial: string) => void;
  onFailure: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={texts.close}>
        <DialogTitle>{texts.scanTitle}</DialogTitle>
        <DialogDescription>{texts.scanHelp}</DialogDescription>
        {open ? <Scanner texts={texts} onSerial={onSerial} onFailure={onFailure} /> : null}
      </DialogContent>
    </Dialog>
  );
}
