"use client";

import * as React from "react";
import { ScanLine } from "lucide-react";
import { Button } from "@repo/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@repo/ui/dialog";
import { Field, FieldHint, Input, Label } from "@repo/ui/form";
import { checkSerial, monitoringPageUrl, serialFromBarcodes } from "./serial-number";

/** The part of the Barcode Detection API this uses (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorConstructor = new () => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorConstructor | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
}

const noSubscription = () => () => {};

/** Whether the page's Permissions-Policy lets it use the camera (where the browser can say). */
function cameraAllowed(): boolean {
  const policy = (document as { permissionsPolicy?: { allowsFeature(feature: string): boolean } }).permissionsPolicy ??
    (document as { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy;
  return policy ? policy.allowsFeature("camera") : true;
}

/**
 * Whether this browser can read barcodes from the camera: barcode detection,
 * a camera API, and a policy that allows the camera. False while rendering on
 * the server, so the scan button appears only where it can work.
 */
function useCanScan(): boolean {
  return React.useSyncExternalStore(
    noSubscription,
    () => Boolean(barcodeDetector()) && typeof navigator.mediaDevices?.getUserMedia === "function" && cameraAllowed(),
    () => false,
  );
}

export interface SerialEntryTexts {
  label: string;
  hint: string;
  submit: string;
  scan: string;
  scanTitle: string;
  scanHelp: string;
  close: string;
  errors: { required: string; format: string; camera: string; scan: string };
}

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
 * The data-stick serial number entry (SPEC §2): typed, or read from the
 * label's barcode with the camera where the browser offers barcode
 * detection. A number of the right form opens its page on the monitoring
 * platform; anything else gets a message on the field.
 */
export function SerialEntry({ platformUrl, texts }: { platformUrl: string; texts: SerialEntryTexts }) {
  const canScan = useCanScan();
  const input = React.useRef<HTMLInputElement>(null);
  const [value, setValue] = React.useState("");
  const [error, setError] = React.useState<string | undefined>();
  const [scanning, setScanning] = React.useState(false);

  const onSerial = React.useCallback((serial: string) => {
    setValue(serial);
    setError(undefined);
    setScanning(false);
  }, []);
  const onFailure = React.useCallback(() => {
    setScanning(false);
    setError(texts.errors.camera);
  }, [texts.errors.camera]);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const check = checkSerial(value);
        if (!check.ok) {
          setError(texts.errors[check.reason]);
          input.current?.focus();
          return;
        }
        setError(undefined);
        window.location.assign(monitoringPageUrl(platformUrl, check.serial));
      }}
    >
      <Field error={error} required hint>
        <Label>{texts.label}</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            ref={input}
            name="serial"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(undefined);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className="font-mono uppercase sm:max-w-xs"
          />
          {canScan ? (
            <Button type="button" intent="secondary" onClick={() => setScanning(true)}>
              <ScanLine aria-hidden />
              {texts.scan}
            </Button>
          ) : null}
        </div>
        <FieldHint>{texts.hint}</FieldHint>
      </Field>
      <Button type="submit" className="self-start">
        {texts.submit}
      </Button>
      <Dialog open={scanning} onOpenChange={setScanning}>
        <DialogContent closeLabel={texts.close}>
          <DialogTitle>{texts.scanTitle}</DialogTitle>
          <DialogDescription>{texts.scanHelp}</DialogDescription>
          {scanning ? <Scanner texts={texts} onSerial={onSerial} onFailure={onFailure} /> : null}
        </DialogContent>
      </Dialog>
    </form>
  );
}
