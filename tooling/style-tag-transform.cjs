// style-loader's styleTagTransform for every bundle (tooling/webpack.cjs), issue 9 (total blocking time).
//
// A page served with its prerendered first screen (api static/prerender.ts) carries, in
// <style id="arcade-prerender-style">, the text of every module style sheet that screen uses, exactly as
// style-loader put it in the document when the picture was made. That sheet stays in the page for good. Adding the
// same text again as a second sheet changes no style, yet the browser re-matches every element the new rules name
// (at the start, the whole picture: one style recalculation of 1,300 elements, 75 ms at 4x CPU) and matches every
// element against both copies from then on. So a module sheet whose text the picture's sheet already holds is
// left empty (marked data-in-picture); any other is filled as style-loader does.
var PICTURE_STYLE_ID = 'arcade-prerender-style';
var pictureCss = null;

function textOfPicture() {
  if (pictureCss === null) {
    var sheet = document.getElementById(PICTURE_STYLE_ID);
    pictureCss = sheet ? sheet.textContent || '' : '';
  }
  return pictureCss;
}

function styleTagTransform(css, styleElement) {
  if (css && textOfPicture().indexOf(css) !== -1) {
    styleElement.setAttribute('data-in-picture', '');
    while (styleElement.firstChild) styleElement.removeChild(styleElement.firstChild);
    return;
  }
  styleElement.removeAttribute('data-in-picture');
  while (styleElement.firstChild) styleElement.removeChild(styleElement.firstChild);
  styleElement.appendChild(document.createTextNode(css));
}

styleTagTransform.PICTURE_STYLE_ID = PICTURE_STYLE_ID;
styleTagTransform.forget = function forget() {
  pictureCss = null;
};
module.exports = styleTagTransform;
