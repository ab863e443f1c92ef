"""Patch styled-components 6.6.0 dist so RSC styles are React 19 hoistable resources:
<style href precedence> per inheritance level (base level first), deduplicated by React, hoisted to <head>.
An app may render those resources itself: a function at globalThis[Symbol.for("styled-components.rscStyle")]
receives {key, href, precedence, css} and returns the element to render instead of the <style>.
Usage: python3 patches/styled-components-hoist.py <path-to-styled-components-package> (see patches/README.md)"""
import re, sys, os
root = sys.argv[1]
for name in ('styled-components.esm.js', 'styled-components.cjs.js'):
    f = os.path.join(root, 'dist', name)
    s = open(f).read()
    # 1. component styles: the RSC branch `if(IS_RSC&&generatedClassName){const cache=..., key=cs.componentId+" "+cls; let el=cache&&cache.get(key); if(!el){const css=function(e,t,n){...}(cs,cls,ssc.styleSheet); ...`
    m = re.search(r'let (\w+)=(\w+)&&\2\.get\((\w+)\);if\(!\1\)\{const \w+=function\(e,t,n\)\{const o=t\.split\(" "\);'
                  r'.*?t\+=(\w+)\(r,n\[e\]\)\|\|"".*?e\.getGroup\((\w+)\(t\)\).*?return (\w+)\(i\+s\)\}\((\w+),(\w+),(\w+)\.styleSheet\);'
                  r'\w+&&\(\1=([\w.]+)\.createElement\("style"', s, re.S)
    assert m, name
    el, cache, key, getCSS, gid, strip, cs, cls, ssc, R = m.groups()
    block = (f'const hk=globalThis[Symbol.for("styled-components.rscStyle")];'
             f'if(!{el}){{const L=[],N={cls}.split(" "),sh={ssc}.styleSheet;'
             f'for(let r={cs};r;r=r.baseStyle){{const g=sh.names.get(r.componentId);if(!g)continue;const lv=N.filter(x=>g.has(x));if(!lv.length)continue;'
             f'let c="";for(const x of lv)c+={getCSS}(r,x)||"";if(!c)continue;let k="";'
             f'if(sh.keyframeIds.size>0){{const tg=sh.getTag();for(const id of sh.keyframeIds){{const kn=sh.names.get(id);if(!kn)continue;let hit=!1;for(const y of kn)if(-1!==c.indexOf(y)){{hit=!0;break}}if(hit){{const gg=tg.getGroup({gid}(id));gg&&(k+=gg)}}}}}}'
             f'const st={{href:lv.join("-"),precedence:"sc"}};'
             f'L.unshift(hk?hk({{...st,css:{strip}(k+c)}}):{R}.createElement("style",{{...st,key:r.componentId,children:{strip}(k+c)}}))}}'
             # The app's elements are made afresh per instance: a reused element object would be
             # serialized as a path back to its first use, longer than the element itself.
             f'{el}=L.length?{R}.createElement({R}.Fragment,null,...L):null;!hk&&{cache}&&{el}&&{cache}.set({key},{el})}}')
    anchor = m.group(0)[: m.group(0).index(f'if(!{el})')]
    assert s.count(anchor + f'if(!{el}){{const') == 1
    s = s.replace(anchor + f'if(!{el}){{const', anchor + block + f'if(!{el}){{const', 1)
    # 2. createGlobalStyle: {key:id,"data-styled-global":id,children:strip(css)} -> hoistable, href keyed by content hash
    g = re.search(r'(\w+)=([\w.]+)\.createElement\("style",\{key:(\w+),"data-styled-global":\3,children:(\w+)\((\w+)\)\}\)', s)
    assert g, name + ' global'
    v, R2, gid2, strip2, css2 = g.groups()
    hashfn = re.search(r'function (\w+)\(e\)\{return \w+\(\w+\(e\)>>>0\)\}', s).group(1)  # generateComponentId-style hash
    s = s.replace(g.group(0), f'{v}=((hk,st)=>hk?hk({{...st,css:{strip2}({css2})}}):{R2}.createElement("style",{{...st,children:{strip2}({css2})}}))'
                              f'(globalThis[Symbol.for("styled-components.rscStyle")],{{key:{gid2},href:{gid2}+"-"+{hashfn}({css2}),precedence:"sc-global"}})', 1)
    # 3. class names: `let E=joinStrings(foldedIds,componentId);cls&&(E+=" "+cls),props.className&&(E+=" "+props.className)`
    #    -> in server components, the generated class and the caller's only. The `sc-<hash>-<n>`
    #    id classes only serve component selectors (`${Button}:hover &`), which the site does not
    #    use (an ESLint rule), and cost every styled element its bytes twice, in the markup and in
    #    the RSC payload. A client component keeps them: the browser build (left as it is, for the
    #    studio) writes them, and its server render must match it for hydration.
    rsc = re.search(r',(\w+)=void 0===([\w.]+)\.createContext;', s)
    assert rsc, name + ' IS_RSC'
    s = s.replace(rsc.group(0), f',{rsc.group(1)}=void 0==={rsc.group(2)}.createContext,__scIsRSC={rsc.group(1)};', 1)
    c = re.search(r'let (\w+)=(\w+)\((\w+),(\w+)\);(\w+)&&\(\1\+=" "\+\5\),(\w+)\.className&&\(\1\+=" "\+\6\.className\)', s)
    assert c, name + ' class names'
    E, join, ids, cid, gen, props = c.groups()
    s = s.replace(c.group(0), f'let {E}=__scIsRSC?{gen}||"":{join}({join}({ids},{cid}),{gen});'
                              f'{props}.className&&({E}={join}({E},{props}.className))', 1)
    open(f, 'w').write(s)
    print('patched', f)
