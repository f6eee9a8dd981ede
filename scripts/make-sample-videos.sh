#!/usr/bin/env bash
# Draws the homepage's sample videos (static/videos) from the sample CMS pictures, so the
# site has real, playable, self-hosted videos without a video host. Needs ffmpeg (a
# development tool only: `apt-get install -y ffmpeg`); the outputs are committed, so
# neither CI nor the build needs it. Captions (*.en.vtt) are written by hand beside them.
#
#   bash scripts/make-sample-videos.sh
set -euo pipefail
cd "$(dirname "$0")/.."
pages=cms/content/assets/pages
out=static/videos
mkdir -p "$out"

# A slideshow: each picture held for $2 seconds, fitted into WxH on the brand's soft pink.
slideshow() { # name seconds WxH pictures...
  local name=$1 seconds=$2 size=$3; shift 3
  local list; list=$(mktemp)
  for picture in "$@"; do printf "file '%s'\nduration %s\n" "$PWD/$pages/$picture" "$seconds" >>"$list"; done
  printf "file '%s'\n" "$PWD/$pages/${!#}" >>"$list" # the concat demuxer needs the last file twice
  local w=${size%x*} h=${size#*x}
  ffmpeg -loglevel error -y -f concat -safe 0 -i "$list" \
    -vf "scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2:color=0xFFF4F7,fps=24,format=yuv420p" \
    -c:v libx264 -preset slow -crf 30 -tune stillimage -movflags +faststart -an "$out/$name.mp4"
  ffmpeg -loglevel error -y -ss 0.5 -i "$out/$name.mp4" -frames:v 1 -q:v 5 "$out/$name.jpg"
  rm -f "$list"
}

slideshow rapport-in-60-seconds 6 1280x720 \
  home-hero.jpg gmail-sidebar.jpg contacts-hero.jpg activity-feed.jpg pipeline-hero.jpg \
  projects-hero.jpg automation-hero.jpg reports-hero.jpg mobile-hero.jpg small-business-hero.jpg
# The demo walkthrough (video id 'demo', /demos): one working day in Rapport, screen by screen.
slideshow rapport-demo-walkthrough 6 1280x720 \
  gmail-sidebar.jpg calendar-scheduling.jpg contacts-hero.jpg pipeline-hero.jpg email-hero.jpg \
  automation-hero.jpg projects-hero.jpg reports-hero.jpg
slideshow customer-story-jess 5 1280x720 \
  portrait-sofia-alvarez.jpg email-hero.jpg activity-feed.jpg projects-hero.jpg portrait-sofia-alvarez.jpg

# A short muted loop for the mobile-app card: the phone screen slowly drifting.
ffmpeg -loglevel error -y -loop 1 -i "$pages/mobile-hero.jpg" -t 8 \
  -vf "scale=-2:960,crop=540:960:'(iw-540)/2+sin(2*PI*t/8)*120':0,fps=24,format=yuv420p" \
  -c:v libx264 -preset slow -crf 32 -movflags +faststart -an "$out/mobile-app-loop.mp4"
ffmpeg -loglevel error -y -i "$out/mobile-app-loop.mp4" -frames:v 1 -q:v 5 "$out/mobile-app-loop.jpg"
ls -la "$out"
