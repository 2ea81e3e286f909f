"use client";

import * as React from "react";
import { ScanLine } from "lucide";
import { Button } from "@repo/ui/button";
import { Field, FieldHint, Input, Label } from "@repo/ui/form";
import { useOnDemand } from "@repo/ui/on-demand";
import { barcodeDetector } from "./barcode-detector";
import { checkSerial, monitoringPageUrl, type SerialEntryTexts } from "./serial-number";
import { Icon } from "@repo/ui/icon";

/** The camera dialog's code, fetched when the visitor reaches for the scan button. */
const loadScanDialog = () => import("./scan-dialog");

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
  // A press before the code arrived opens the dialog as soon as it has.
  const scanDialog = useOnDemand(loadScanDialog, scanning);
  const requestScanDialog = scanDialog.request;

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
            <Button
              type="button"
              intent="secondary"
              aria-haspopup="dialog"
              onPointerEnter={requestScanDialog}
              onFocus={requestScanDialog}
              onClick={() => setScanning(true)}
            >
              <Icon icon={ScanLine} aria-hidden />
              {texts.scan}
            </Button>
          ) : null}
        </div>
        <FieldHint>{texts.hint}</FieldHint>
      </Field>
      <Button type="submit" className="self-start">
        {texts.submit}
      </Button>
      {scanDialog.loaded ? (
        <scanDialog.loaded.ScanDialog open={scanning} onOpenChange={setScanning} texts={texts} onSerial={onSerial} onFailure={onFailure} />
      ) : null}
    </form>
  );
}
