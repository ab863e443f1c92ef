import { DownloadIcon } from '@sanity/icons/Download';
import { Button, Card, Flex, Stack, Text } from '@sanity/ui';
import { isShortLinkName, SHORT_LINK_SECTION } from '@brp/core/short-links';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import type { ObjectInputProps } from 'sanity';

import { previewOrigin } from '../../env';
import { saveFile } from '../../waitlist/save-file';

/** Quiet zone and error correction for print: a smudged or folded flyer still scans. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;
/** The PNG's width in pixels: sharp at 5 cm on a 300 dpi print. */
const PNG_WIDTH = 600;

/** The address a short link's QR code carries: the site's, as the Presentation tool knows it. */
function shortLinkUrl(name: string, origin = previewOrigin): string {
  return `${origin.replace(/\/$/, '')}/${SHORT_LINK_SECTION}/${name}`;
}

/** A data: URL as the file it holds (the PNG qrcode draws on a canvas). */
const blobOf = async (dataUrl: string) => (await fetch(dataUrl)).blob();

/**
 * The name's field, with the link's QR code below it as it will print, and its SVG (for a
 * designer) and PNG (for a quick print) to download. It follows each keystroke of the name.
 */
export function ShortLinkNameInput(props: ObjectInputProps) {
  const name = (props.value as { current?: string } | undefined)?.current ?? '';
  const url = isShortLinkName(name) ? shortLinkUrl(name) : null;
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    if (!url) return setSvg(null);
    void QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' }).then((drawn) => {
      if (current) setSvg(drawn);
    });
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <Stack gap={4}>
      {props.renderDefault(props)}
      {url && svg && (
        <Card padding={3} radius={2} border>
          <Flex gap={4} wrap="wrap" align="center">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={`QR code for ${url}`}
              width={160}
              height={160}
              style={{ background: 'white' }}
            />
            <Stack gap={3} flex={1} style={{ minWidth: 200 }}>
              <Text size={1} weight="semibold">
                {url}
              </Text>
              <Text size={1} muted>
                Printed on a flyer, it opens this link. Publish before you print.
              </Text>
              <Flex gap={2} wrap="wrap">
                <Button
                  icon={DownloadIcon}
                  mode="ghost"
                  text="Download SVG"
                  onClick={() =>
                    saveFile(new Blob([svg], { type: 'image/svg+xml' }), `go-${name}.svg`)
                  }
                />
                <Button
                  icon={DownloadIcon}
                  mode="ghost"
                  text="Download PNG"
                  onClick={() =>
                    void QRCode.toDataURL(url, { ...QR_OPTIONS, width: PNG_WIDTH })
                      .then(blobOf)
                      .then((png) => saveFile(png, `go-${name}.png`))
                  }
                />
              </Flex>
            </Stack>
          </Flex>
        </Card>
      )}
    </Stack>
  );
}
